import { fmt, useLang, useToolsText } from "~/i18n";
import { MAX_YEARS, rentVsBuy } from "~/lib/calculators/rent-vs-buy";
import type { ToolForm, ToolValues } from "~/lib/calculators/schemas";
import { formatPrice } from "~/lib/format";
import { plural } from "~/i18n/plural";
import { cn } from "~/lib/utils";
import { CalculatorSection } from "./calculator-section";
import { NumberField } from "~/components/ui/number-field";
import { FieldGroup } from "./fields";
import { LoanFields, TaxRateField } from "./loan-fields";
import { Breakdown, Row } from "./results";
import { useCalculator } from "./use-calculator";

export function RentVsBuyCalculator({ initial }: { initial: ToolForm<"rentVsBuy"> }) {
  const t = useToolsText();
  const r = t.rentVsBuy;
  const { values, field, flush } = useCalculator("rentVsBuy", initial);
  return (
    <CalculatorSection
      tool="rentVsBuy"
      title={r.title}
      description={r.description}
      onSubmit={flush}
      fields={
        <>
          <FieldGroup legend={r.renting}>
            <NumberField {...field("rent")} label={r.rent} prefix="$" suffix={t.perMonth} />
            <NumberField {...field("rentIncrease")} label={r.rentIncrease} suffix="%" />
          </FieldGroup>
          <FieldGroup legend={r.buying}>
            <LoanFields values={values} price={field("price")} down={field("down")} downType={field("downType")} rate={field("rate")} term={field("term")} />
            <NumberField {...field("closingCosts")} label={r.closingCosts} suffix="%" hint={r.closingCostsHint} />
            <TaxRateField {...field("taxRate")} />
            <NumberField {...field("insurance")} label={t.fields.insurance} prefix="$" suffix={t.perYear} />
            <NumberField {...field("hoa")} label={t.fields.hoa} prefix="$" suffix={t.perMonth} />
            <NumberField {...field("pmiRate")} label={t.fields.pmiRate} suffix="%" hint={t.fields.pmiRateHint} />
            <NumberField {...field("maintenance")} label={r.maintenance} suffix="%" hint={r.maintenanceHint} />
          </FieldGroup>
          <FieldGroup legend={r.assumptions}>
            <NumberField {...field("appreciation")} label={r.appreciation} suffix="%" />
            <NumberField {...field("investmentReturn")} label={r.investmentReturn} suffix="%" hint={r.investmentReturnHint} />
            <NumberField {...field("sellingCosts")} label={r.sellingCosts} suffix="%" hint={r.sellingCostsHint} />
            <NumberField {...field("years")} label={r.years} />
          </FieldGroup>
        </>
      }
      results={values ? <RentVsBuyResults values={values} /> : undefined}
    />
  );
}

function RentVsBuyResults({ values }: { values: ToolValues["rentVsBuy"] }) {
  const lang = useLang();
  const t = useToolsText();
  const r = t.rentVsBuy;
  const result = rentVsBuy(values);
  const price = (amount: number) => formatPrice(lang, amount);
  const yearsText = (count: number) => plural(lang, count, t.yearCount);
  const span = yearsText(result.year);
  const verdict =
    result.cheaper === "same"
      ? fmt(r.same, { years: span })
      : fmt(result.cheaper === "buy" ? r.buyCheaper : r.rentCheaper, { amount: price(result.difference), years: span });
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Figure label={r.rentCost} value={price(result.rentCost)} winner={result.cheaper === "rent"} testId="rent-cost" />
        <Figure label={r.buyCost} value={price(result.buyCost)} winner={result.cheaper === "buy"} testId="buy-cost" />
      </div>
      <p className="mt-3 font-semibold" data-testid="rent-vs-buy-verdict">
        {verdict}
      </p>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="rent-vs-buy-break-even">
        {result.breakEvenYear === null ? fmt(r.noBreakEven, { years: yearsText(MAX_YEARS) }) : fmt(r.breakEven, { year: result.breakEvenYear })}
      </p>
      <Breakdown>
        <Row label={r.buyPaid} value={price(result.buyPaid)} />
        <Row label={fmt(r.homeValue, { years: span })} value={price(result.homeValue)} />
        <Row label={r.saleProceeds} value={price(result.saleProceeds)} />
        <Row label={r.opportunityCost} value={price(result.opportunityCost)} />
      </Breakdown>
    </>
  );
}

function Figure({ label, value, winner, testId }: { label: string; value: string; winner: boolean; testId: string }) {
  return (
    <div className={cn("flex flex-col justify-between rounded-lg border-2 p-3", winner ? "border-primary bg-primary/10" : "border-transparent bg-muted")}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-xl font-bold tabular-nums md:text-2xl" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
