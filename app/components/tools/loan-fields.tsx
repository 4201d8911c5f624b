import { fmt, useLang, useToolsText } from "~/i18n";
import { convertDown, countyTaxRates, downPaymentTypes, loanTerms, type DownPaymentType, type LoanInput } from "~/lib/calculators/mortgage";
import { formatNumber } from "~/lib/format";
import { SelectField } from "~/components/ui/field";
import { NumberField } from "~/components/ui/number-field";
import type { Binding } from "./use-calculator";

interface LoanFieldsProps {
  /** Undefined while a field gives no result. */
  values: Pick<LoanInput, "price" | "down" | "downType"> | undefined;
  price: Binding;
  down: Binding;
  downType: Binding;
  rate: Binding;
  /** Left out where the term doesn't matter, as for closing costs. */
  term?: Binding;
}

/** Price, down payment (percent or dollars), rate and term: the fields every loan calculator shares. */
export function LoanFields({ values, price, down, downType, rate, term }: LoanFieldsProps) {
  const t = useToolsText();
  const percent = downType.value === "percent";
  return (
    <>
      <NumberField {...price} label={t.fields.price} prefix="$" />
      <NumberField {...rate} label={t.fields.rate} suffix="%" />
      <NumberField {...down} label={t.fields.down} prefix={percent ? undefined : "$"} suffix={percent ? "%" : undefined} />
      <SelectField
        {...downType}
        label={t.fields.downType}
        options={downPaymentTypes.map((type) => [type, type === "percent" ? t.fields.downPercent : t.fields.downAmount] as const)}
        onValue={(next) => {
          const to: DownPaymentType = next === "amount" ? "amount" : "percent";
          // Without a valid price and down payment there is nothing to convert: the number stays as typed.
          if (values) down.onValue(String(convertDown(values.price, values.down, values.downType, to)));
          downType.onValue(to);
        }}
      />
      {term ? <TermField {...term} /> : null}
    </>
  );
}

export function TermField(binding: Binding) {
  const t = useToolsText();
  return <SelectField {...binding} label={t.fields.term} options={loanTerms.map((years) => [String(years), fmt(t.fields.termYears, { years })] as const)} />;
}

/** A tax rate outside the mortgage calculator, where no county is chosen: Hidalgo's estimate is the hint. */
export function TaxRateField(binding: Binding) {
  const lang = useLang();
  const t = useToolsText();
  const hint = fmt(t.fields.taxRateHint, { rate: formatNumber(lang, countyTaxRates.hidalgo, 2) });
  return <NumberField {...binding} label={t.fields.taxRate} suffix="%" hint={hint} />;
}
