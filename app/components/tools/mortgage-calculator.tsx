import { fmt, useLang, useToolsText } from "~/i18n";
import { counties, countyTaxRates, mortgagePayment } from "~/lib/calculators/mortgage";
import type { ToolForm, ToolValues } from "~/lib/calculators/schemas";
import { formatMoney, formatNumber, formatPrice } from "~/lib/format";
import { CalculatorSection } from "./calculator-section";
import { FieldGrid, SelectField } from "~/components/ui/field";
import { NumberField } from "~/components/ui/number-field";
import { LoanFields } from "./loan-fields";
import { Breakdown, Headline, Row } from "./results";
import { useCalculator } from "./use-calculator";

export function MortgageCalculator({ initial }: { initial: ToolForm<"mortgage"> }) {
  const lang = useLang();
  const t = useToolsText();
  const { values, field, set, flush } = useCalculator("mortgage", initial);
  const county = field("county");
  const chosen = counties.find((value) => value === county.value) ?? "hidalgo";
  return (
    <CalculatorSection
      tool="mortgage"
      title={t.mortgage.title}
      description={t.mortgage.description}
      onSubmit={flush}
      fields={
        <FieldGrid>
          <LoanFields values={values} price={field("price")} down={field("down")} downType={field("downType")} rate={field("rate")} term={field("term")} />
          <SelectField
            {...county}
            label={t.mortgage.county}
            options={counties.map((value) => [value, t.mortgage.counties[value]] as const)}
            // A new county brings its own estimated tax rate, which stays editable.
            onValue={(next) => {
              const chosen = counties.find((value) => value === next) ?? "hidalgo";
              set({ county: chosen, taxRate: String(countyTaxRates[chosen]) });
            }}
          />
          <NumberField
            {...field("taxRate")}
            label={t.fields.taxRate}
            suffix="%"
            hint={fmt(t.mortgage.taxHint, {
              rate: formatNumber(lang, countyTaxRates[chosen], 2),
              county: t.mortgage.counties[chosen],
            })}
          />
          <NumberField {...field("insurance")} label={t.fields.insurance} prefix="$" suffix={t.perYear} />
          <NumberField {...field("hoa")} label={t.fields.hoa} prefix="$" suffix={t.perMonth} />
          <NumberField {...field("pmiRate")} label={t.fields.pmiRate} suffix="%" hint={t.fields.pmiRateHint} />
        </FieldGrid>
      }
      results={values ? <MortgageResults values={values} /> : undefined}
    />
  );
}

function MortgageResults({ values }: { values: ToolValues["mortgage"] }) {
  const lang = useLang();
  const t = useToolsText();
  const result = mortgagePayment(values);
  const money = (amount: number) => formatMoney(lang, amount);
  return (
    <>
      <Headline label={t.mortgage.total} value={`${money(result.total)}${t.perMonth}`} testId="mortgage-total" />
      <Breakdown>
        <Row label={t.breakdown.principalInterest} value={money(result.principalAndInterest)} testId="mortgage-principal-interest" />
        <Row label={t.breakdown.tax} value={money(result.tax)} />
        <Row label={t.breakdown.insurance} value={money(result.insurance)} />
        <Row label={t.breakdown.hoa} value={money(result.hoa)} />
        <Row label={t.breakdown.pmi} value={result.pmiRequired ? money(result.pmi) : t.breakdown.pmiNotRequired} />
        <Row label={t.breakdown.loanAmount} value={formatPrice(lang, result.loanAmount)} strong testId="mortgage-loan" />
        <Row
          label={fmt(t.breakdown.downPayment, { percent: formatNumber(lang, result.downPercent, 1) })}
          value={formatPrice(lang, result.downPayment)}
        />
      </Breakdown>
    </>
  );
}
