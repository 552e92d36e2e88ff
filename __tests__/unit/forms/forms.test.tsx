/** @jest-environment ./__tests__/support/jsdomEnvironment.cjs */
import { act, fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { I18nextProvider } from "react-i18next";
import i18next from "i18next";
import enPartnerships from "../../../content/locales/en/partnerships.json";
import esContact from "../../../content/locales/es/contact.json";
import { settings } from "../../../src/config/settings";
import { Form } from "../../../src/components/forms/Form";
import { cooldownMinutes, FORMS, PARTNERSHIP_CATEGORIES } from "../../../src/forms/definitions";
import { showToast } from "../../../src/components/toast/toastApi";

jest.mock("../../../src/components/toast/toastApi", () => ({ showToast: jest.fn(() => Promise.resolve("id")) }));
const toast = showToast as jest.MockedFunction<typeof showToast>;

function i18nFor(lng: "en" | "es") {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    resources: { en: { partnerships: enPartnerships }, es: { contact: esContact } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
const i18n = i18nFor("en");
// What the pages show comes from content/: an editor may reword any of it.
const P = enPartnerships.form;
const PT = enPartnerships.toast;
const C = esContact.form;
/** A field's label in a form's page strings (form.<name>.label). */
const labelOf = (strings: object, name: string) => (strings as Record<string, { label: string }>)[name]!.label;
/** Page strings hold "{{count}}" where i18next puts the number. */
const withCount = (text: string, count: number) => text.replace("{{count}}", String(count));

const NOW = Date.UTC(2025, 8, 1, 15, 0, 0);
const KEY = settings.storageKeys.lastPartnershipSubmission;

function renderPartnership() {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Form form="partnership" lang="en" />
    </I18nextProvider>,
  );
  const form = view.container.querySelector("form")!;
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const fill = () => {
    fireEvent.change(field(P.company.label), { target: { value: "Acme Cards" } });
    fireEvent.change(field(P.website.label), { target: { value: "https://acme.example" } });
    fireEvent.change(field(P.region.label), { target: { value: "Mexico" } });
    fireEvent.change(field(P.category.label), { target: { value: "retail" } });
    fireEvent.change(field(P.message.label), { target: { value: "Let us talk" } });
  };
  const button = () => form.querySelector('button[type="submit"]') as HTMLButtonElement;
  return { form, field, fill, button };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  toast.mockClear();
});
afterEach(() => jest.useRealTimers());

const send = async (ms = settings.forms.simulatedSendDelayMs) => act(() => jest.advanceTimersByTimeAsync(ms));

describe("the partnership form", () => {
  it("labels every field of its definition and leaves the checks to the browser: required, url, a required select with an empty first option", () => {
    const { form, field } = renderPartnership();
    expect(form.getAttribute("action")).toBeNull();
    expect(form.noValidate).toBe(false);
    const named = [...form.querySelectorAll("input, select, textarea")].map((control) => control.getAttribute("name"));
    expect(named).toEqual([...FORMS.partnership.fields, "fax"]);
    for (const rule of FORMS.partnership.rules) expect(field(labelOf(P, rule.name)).required).toBe(rule.required);
    expect(field(P.website.label).type).toBe("url");
    expect(field(P.website.label).getAttribute("aria-describedby")).toBe("partnership-website-hint");
    expect(field(P.company.label).autocomplete).toBe("organization");
    const select = field(P.category.label) as unknown as HTMLSelectElement;
    expect(select.options[0]!.value).toBe("");
    expect(select.options[0]!.textContent).toBe(P.category.placeholder);
    expect([...select.options].slice(1).map((o) => o.value)).toEqual([...PARTNERSHIP_CATEGORIES]);
    expect([...select.options].slice(1).map((o) => o.textContent)).toEqual(PARTNERSHIP_CATEGORIES.map((c) => P.category.options[c]));
  });

  it("hides the honeypot from people, the keyboard, assistive technology and autofill", () => {
    const { form } = renderPartnership();
    const trap = form.querySelector('input[name="fax"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Fax" })).toBeNull();
  });

  it("submitting: the disabled busy label and aria-busy; a second submit does nothing; then success, stored time, cleared fields", async () => {
    const { form, field, fill, button } = renderPartnership();
    fill();
    fireEvent.submit(form);
    expect(button().textContent).toBe(P.submitting);
    expect(button().disabled).toBe(true);
    expect(form.getAttribute("aria-busy")).toBe("true");
    fireEvent.submit(form);
    await send(settings.forms.simulatedSendDelayMs - 1);
    expect(toast).not.toHaveBeenCalled();
    await send(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "success", title: PT.sent.title }));
    expect(localStorage.getItem(KEY)).toBe(String(NOW + settings.forms.simulatedSendDelayMs));
    expect(field(P.company.label).value).toBe("");
    expect((field(P.category.label) as unknown as HTMLSelectElement).value).toBe("");
    expect(button().textContent).toBe(P.submit);
    expect(button().disabled).toBe(false);
    expect(form.getAttribute("aria-busy")).toBe("false");
  });

  it("rate-limited: the destructive rate-limit toast at once, without the 2 s wait, and the fields kept", async () => {
    localStorage.setItem(KEY, String(NOW - 1000));
    const { form, field, fill, button } = renderPartnership();
    fill();
    fireEvent.submit(form);
    await send(0);
    const description = withCount(PT.rateLimited.description_other, cooldownMinutes("partnership"));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive", title: PT.rateLimited.title, description }));
    expect(field(P.company.label).value).toBe("Acme Cards");
    expect(localStorage.getItem(KEY)).toBe(String(NOW - 1000));
    expect(button().disabled).toBe(false);
  });

  it("a filled honeypot changes nothing: never busy or disabled, no toast, no stored time", async () => {
    const { form, fill, button } = renderPartnership();
    fill();
    (form.querySelector('input[name="fax"]') as HTMLInputElement).value = "spam";
    fireEvent.submit(form);
    expect(button().textContent).toBe(P.submit);
    expect(button().disabled).toBe(false);
    expect(form.getAttribute("aria-busy")).toBe("false");
    await send();
    expect(toast).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(button().textContent).toBe(P.submit);
  });

  it("shows the page-language reason under a field the browser refused", () => {
    const { field } = renderPartnership();
    fireEvent.change(field(P.website.label), { target: { value: "acme" } });
    fireEvent.invalid(field(P.website.label));
    expect(screen.getByText(P.errors.url)).toBeTruthy();
    expect(field(P.website.label).getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(field(P.website.label), { target: { value: "https://acme.example" } });
    expect(screen.queryByText(P.errors.url)).toBeNull();
  });
});

describe("the contact form", () => {
  it("in Spanish: the busy label while sending, then the success toast, with the optional fields marked", async () => {
    const view = render(
      <I18nextProvider i18n={i18nFor("es")}>
        <Form form="contact" lang="es" />
      </I18nextProvider>,
    );
    const form = view.container.querySelector("form")!;
    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    const optional = (label: string) => `${label} (${C.optional})`;
    expect(field(optional(C.company.label)).required).toBe(false);
    expect(field(optional(C.country.label)).required).toBe(false);
    expect(field(C.email.label).type).toBe("email");
    expect(field(C.email.label).autocomplete).toBe("email");
    fireEvent.change(field(C.name.label), { target: { value: "Ana" } });
    fireEvent.submit(form);
    expect(screen.getByRole("button", { name: C.submitting })).toBeTruthy();
    await send();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: esContact.toast.sent.title }));
    expect(localStorage.getItem(settings.storageKeys.lastContactSubmission)).toBe(String(NOW + 2000));
  });
});
