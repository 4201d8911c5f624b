import { fmt, useLang, useToolsText } from "~/i18n";
import { closingCosts } from "~/lib/calculators/closing-costs";
import type { ToolForm, ToolValues } from "~/lib/calculators/schemas";
import { formatMoney, formatNumber } from "~/lib/format";
import { CalculatorSection } from "./calculator-section";
import { FieldGrid } from "~/components/ui/field";
import { NumberField } from "~/components/ui/number-field";
import { FieldGroup } from "./fields";
import { LoanFields, TaxRateField } from "./loan-fields";
import { Breakdown, Headline, Row } from "./results";
import { useCalculator } from "./use-calculator";

export function ClosingCostsCalculator({ initial }: { initial: ToolForm<"closingCosts"> }) {
  const t = useToolsText();
  const c = t.closingCosts;
  const { values, field, flush } = useCalculator("closingCosts", initial);
  return (
    <CalculatorSection
      tool="closingCosts"
      title={c.title}
      description={c.description}
      onSubmit={flush}
      fields={
        <>
          <FieldGrid>
            <LoanFields values={values} price={field("price")} down={field("down")} downType={field("downType")} rate={field("rate")} />
          </FieldGrid>
          <FieldGroup legend={c.lenderTitle}>
            <NumberField {...field("originationPct")} label={c.originationPct} suffix="%" hint={c.originationHint} />
            <NumberField {...field("appraisal")} label={c.appraisal} prefix="$" />
            <NumberField {...field("lenderTitle")} label={c.lenderPolicy} prefix="$" hint={c.lenderPolicyHint} />
            <NumberField {...field("survey")} label={c.survey} prefix="$" />
            <NumberField {...field("escrowFee")} label={c.escrowFee} prefix="$" />
            <NumberField {...field("otherFees")} label={c.otherFees} prefix="$" />
          </FieldGroup>
          <FieldGroup legend={c.prepaidsTitle}>
            <NumberField {...field("prepaidDays")} label={c.prepaidDays} suffix={t.days} hint={c.prepaidDaysHint} />
            <TaxRateField {...field("taxRate")} />
            <NumberField {...field("taxMonths")} label={c.taxMonths} suffix={t.months} />
            <NumberField {...field("insurance")} label={t.fields.insurance} prefix="$" suffix={t.perYear} />
            <NumberField {...field("insuranceMonths")} label={c.insuranceMonths} suffix={t.months} hint={c.insuranceMonthsHint} />
          </FieldGroup>
        </>
      }
      results={values ? <ClosingCostsResults values={values} /> : undefined}
    />
  );
}

function ClosingCostsResults({ values }: { values: ToolValues["closingCosts"] }) {
  const lang = useLang();
  const c = useToolsText().closingCosts;
  const result = closingCosts(values);
  const money = (amount: number) => formatMoney(lang, amount);
  const share = (result.closingCosts / values.price) * 100;
  return (
    <>
      <Headline label={c.cashToClose} value={money(result.cashToClose)} detail={c.cashToCloseHint} testId="closing-cash" />
      <Breakdown>
        <Row label={c.originationPct} value={money(result.items.origination)} />
        <Row label={c.appraisal} value={money(result.items.appraisal)} />
        <Row label={c.lenderPolicy} value={money(result.items.lenderTitle)} />
        <Row label={c.survey} value={money(result.items.survey)} />
        <Row label={c.escrowFee} value={money(result.items.escrowFee)} />
        <Row label={c.otherFees} value={money(result.items.otherFees)} />
        <Row label={c.fees} value={money(result.fees)} strong />
        <Row label={c.prepaidInterest} value={money(result.items.prepaidInterest)} />
        <Row label={c.taxEscrow} value={money(result.items.taxEscrow)} />
        <Row label={c.insuranceEscrow} value={money(result.items.insuranceEscrow)} />
        <Row label={c.prepaids} value={money(result.prepaids)} strong />
        <Row
          label={
            <>
              {c.closingCosts}
              <span className="block text-xs font-normal text-muted-foreground">{fmt(c.ofPrice, { percent: formatNumber(lang, share, 1) })}</span>
            </>
          }
          value={money(result.closingCosts)}
          strong
          testId="closing-total"
        />
        <Row label={c.downPayment} value={money(result.downPayment)} />
      </Breakdown>
    </>
  );
}
