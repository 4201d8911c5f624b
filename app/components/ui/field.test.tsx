import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { CheckboxField, Field, SelectField, TextField } from "./field";
import { ErrorSummary } from "./form-fields";
import { NumberField } from "./number-field";
import { RadioGroupField } from "./radio-group-field";
import { Input } from "./input";
import { inputClass } from "./input-class";
import { NativeSelect } from "./native-select";
import { Textarea } from "./textarea";

describe("Field and its controls", () => {
  it("labels the control and points aria-describedby at the hint, then the error", () => {
    const html = renderToStaticMarkup(
      <Field id="f-name" label="Name" hint="As on your ID" error="Please fill in this field.">
        <Input name="name" />
      </Field>,
    );
    expect(html).toBe(
      '<div class="flex flex-col gap-1"><label for="f-name" class="text-sm font-medium">Name</label>' +
        `<input id="f-name" aria-describedby="f-name-hint f-name-error" aria-invalid="true" class="${inputClass}" name="name"/>` +
        '<p id="f-name-hint" class="text-sm text-muted-foreground">As on your ID</p>' +
        '<p id="f-name-error" class="text-sm font-medium text-red-700 dark:text-red-300" data-testid="field-error">Please fill in this field.</p></div>',
    );
  });

  it("marks a required field with an asterisk screen readers hear as the word", () => {
    const html = renderToStaticMarkup(
      <Field id="f" label="Message" required requiredText="required" className="sm:col-span-2">
        <Textarea name="message" required />
      </Field>,
    );
    expect(html).toContain('<div class="flex flex-col gap-1 sm:col-span-2">');
    expect(html).toContain('Message<span aria-hidden="true" class="text-red-700 dark:text-red-300"> *</span><span class="sr-only"> (required)</span></label>');
    expect(html).toContain(`<textarea id="f" name="message" required="" class="${inputClass} py-2"></textarea>`);
  });

  it("describes nothing and marks nothing invalid without a hint or an error", () => {
    const html = renderToStaticMarkup(
      <Field id="s" label="City">
        <NativeSelect name="city" defaultValue="b">
          <option value="a">A</option>
          <option value="b">B</option>
        </NativeSelect>
      </Field>,
    );
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain('aria-invalid="');
    expect(html).toContain('<select id="s" name="city"');
    expect(html).toContain('<option value="b" selected="">B</option>');
  });

  it("lets a control's own id and aria-describedby win over the Field's", () => {
    const html = renderToStaticMarkup(
      <Field id="n" label="Price" hint="Before fees">
        <Input id="other" aria-describedby="n-unit n-hint" />
      </Field>,
    );
    expect(html).toContain('<input id="other" aria-describedby="n-unit n-hint"');
  });

  it("gives controls outside a Field no wiring, and the checkbox its sizes", () => {
    expect(renderToStaticMarkup(<Input name="q" />)).toBe(`<input class="${inputClass}" name="q"/>`);
    expect(renderToStaticMarkup(<Checkbox name="a" />)).toBe('<input type="checkbox" class="size-5 shrink-0 accent-primary" name="a"/>');
    expect(renderToStaticMarkup(<Checkbox name="b" large />)).toBe('<input type="checkbox" class="mt-0.5 size-6 shrink-0 accent-primary" name="b"/>');
  });

  // Each shared field, rendered, and what its markup must hold.
  it.each([
    [
      "a text field passes its required mark and the rest of its props to the control",
      <TextField key="t" id="t" label="Name" required requiredText="required" name="name" defaultValue="Ana" maxLength={9} />,
      ['<input id="t" required="" maxLength="9"', 'name="name" value="Ana"/>', '<span class="sr-only"> (required)</span>'],
    ],
    [
      "a select lists its choices after its empty one, and chooses the given value",
      <SelectField key="s" id="s" label="Time" name="time" options={[["am", "Morning"], ["pm", "Evening"]]} placeholder="Not chosen" defaultValue="pm" />,
      ['<select id="s" name="time"', '<option value="">Not chosen</option><option value="am">Morning</option><option value="pm" selected="">Evening</option>'],
    ],
    [
      "a number field reads its unit with its hint and error",
      <NumberField key="r" id="r" label="Rate" name="rate" value="6.5" onValue={() => {}} suffix="%" hint="Yearly" error="Too high" />,
      ['aria-describedby="r-unit r-hint r-error"', '<span id="r-unit"'],
    ],
  ])("%s", (_, element, fragments) => {
    const html = renderToStaticMarkup(element);
    for (const fragment of fragments) expect(html).toContain(fragment);
  });

  it("describes a radio group's fieldset by its error, and a checkbox by its own", () => {
    const radios = renderToStaticMarkup(<RadioGroupField id="m" name="mode" label="Mode" options={[["a", "A"], ["b", "B"]]} defaultValue="b" error="Choose one" />);
    expect(radios).toContain('<fieldset class="flex flex-col gap-1" aria-describedby="m-error">');
    expect(radios).toContain('name="mode" checked="" value="b"/>B</label>');
    const box = renderToStaticMarkup(<CheckboxField id="c" name="confirm" label="Sure" error="Tick it" alert />);
    expect(box).toContain('id="c" aria-describedby="c-error" aria-invalid="true"');
    expect(box).toContain('<label for="c">Sure</label>');
    expect(box).toContain('<p id="c-error" role="alert"');
  });

  it("says nothing in the error summary without errors, and alerts with them", () => {
    expect(renderToStaticMarkup(<ErrorSummary count={0} answer={undefined}>Fix</ErrorSummary>)).toBe("<div></div>");
    expect(renderToStaticMarkup(<ErrorSummary count={2} answer={{}} testId="sum">Fix</ErrorSummary>)).toContain('<p role="alert" tabindex="-1"');
  });
});
