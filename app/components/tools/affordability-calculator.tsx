import { fmt, useLang, useToolsText } from "~/i18n";
import { affordability } from "~/lib/calculators/affordability";
import type { ToolForm, ToolValues } from "~/lib/calculators/schemas";
import { formatMoney, formatNumber, formatPrice } from "~/lib/format";
import { CalculatorSection } from "./calculator-section";
import { FieldGrid } from "~/components/ui/field";
import { NumberField } from "~/components/ui/number-field";
import { TaxRateField, TermField } from "./loan-fields";
import { Breakdown, Headline, Row } from "./results";
import { useCalculator } from "./use-calculator";

export function AffordabilityCalculator({ initial }: { initial: ToolForm<"affordability"> }) {
  const t = useToolsText();
  const a = t.affordability;
  const { values, field, flush } = useCalculator("affordability", initial);
  return (
    <CalculatorSection
      tool="affordability"
      title={a.title}
      description={a.description}
      onSubmit={flush}
      fields={
        <FieldGrid>
          <NumberField {...field("income")} label={a.income} prefix="$" suffix={t.perMonth} hint={a.incomeHint} />
          <NumberField {...field("debts")} label={a.debts} prefix="$" suffix={t.perMonth} hint={a.debtsHint} />
          <NumberField {...field("down")} label={a.down} prefix="$" />
          <NumberField {...field("rate")} label={t.fields.rate} suffix="%" />
          <TermField {...field("term")} />
          <TaxRateField {...field("taxRate")} />
          <NumberField {...field("insurance")} label={t.fields.insurance} prefix="$" suffix={t.perYear} />
          <NumberField {...field("hoa")} label={t.fields.hoa} prefix="$" suffix={t.perMonth} />
          <NumberField {...field("pmiRate")} label={t.fields.pmiRate} suffix="%" hint={t.fields.pmiRateHint} />
          <NumberField {...field("frontRatio")} label={a.frontRatio} suffix="%" />
          <NumberField {...field("backRatio")} label={a.backRatio} suffix="%" hint={a.ratiosHint} />
        </FieldGrid>
      }
      results={values ? <AffordabilityResults values={values} /> : undefined}
    />
  );
}

function AffordabilityResults({ values }: { values: ToolValues["affordability"] }) {
  const lang = useLang();
  const t = useToolsText();
  const a = t.affordability;
  const result = affordability(values);
  const money = (amount: number) => formatMoney(lang, amount);
  const ratio = (value: number) => formatNumber(lang, value, 2);
  return (
    <>
      <Headline
        label={a.maxPrice}
        value={formatPrice(lang, result.maxPrice)}
        detail={result.limitedBy === "front" ? a.limitedByFront : a.limitedByBack}
        testId="affordability-price"
      />
      <Breakdown>
        <Row label={a.maxPayment} value={`${money(result.maxPayment)}${t.perMonth}`} strong testId="affordability-payment" />
        <Row label={fmt(a.frontLimit, { ratio: ratio(values.frontRatio) })} value={money(result.frontLimit)} />
        <Row label={fmt(a.backLimit, { ratio: ratio(values.backRatio) })} value={money(result.backLimit)} />
        <Row label={t.breakdown.principalInterest} value={money(result.payment.principalAndInterest)} />
        <Row label={t.breakdown.tax} value={money(result.payment.tax)} />
        <Row label={t.breakdown.insurance} value={money(result.payment.insurance)} />
        <Row label={t.breakdown.hoa} value={money(result.payment.hoa)} />
        <Row label={t.breakdown.pmi} value={result.payment.pmiRequired ? money(result.payment.pmi) : t.breakdown.pmiNotRequired} />
        <Row label={t.breakdown.loanAmount} value={formatPrice(lang, result.payment.loanAmount)} strong />
      </Breakdown>
    </>
  );
}
