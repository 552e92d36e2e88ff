/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { I18nextProvider } from "react-i18next";
import i18next from "i18next";
import enPartnerships from "../../content/locales/en/partnerships.json";
import esContact from "../../content/locales/es/contact.json";
import { settings } from "../../src/config/settings";
import { PartnershipForm } from "../../src/components/forms/PartnershipForm";
import { ContactForm } from "../../src/components/forms/ContactForm";
import { showToast } from "../../src/toast/toastApi";

jest.mock("../../src/toast/toastApi", () => ({ showToast: jest.fn(() => Promise.resolve("id")) }));
const toast = showToast as jest.MockedFunction<typeof showToast>;

function i18nFor(lng: "en" | "es") {
  const instance = i18next.createInstance();
  void instance.init({ lng, resources: { en: { partnerships: enPartnerships }, es: { contact: esContact } }, interpolation: { escapeValue: false } });
  return instance;
}
const i18n = i18nFor("en");

const NOW = Date.UTC(2025, 8, 1, 15, 0, 0);
const KEY = settings.storageKeys.lastPartnershipSubmission;

function renderPartnership() {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PartnershipForm lang="en" />
    </I18nextProvider>,
  );
  const form = view.container.querySelector("form")!;
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const fill = () => {
    fireEvent.change(field("Company name"), { target: { value: "Acme Cards" } });
    fireEvent.change(field("Website"), { target: { value: "https://acme.example" } });
    fireEvent.change(field("Region"), { target: { value: "Mexico" } });
    fireEvent.change(field("Partnership category"), { target: { value: "retail" } });
    fireEvent.change(field("Tell us about your proposal"), { target: { value: "Let us talk" } });
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
  it("labels every field and leaves the checks to the browser: required, url, a required select with an empty first option", () => {
    const { form, field } = renderPartnership();
    expect(form.getAttribute("action")).toBeNull();
    expect(form.noValidate).toBe(false);
    for (const label of ["Company name", "Website", "Region", "Partnership category", "Tell us about your proposal"]) expect(field(label).required).toBe(true);
    expect(field("Website").type).toBe("url");
    const select = field("Partnership category") as unknown as HTMLSelectElement;
    expect(select.options[0]!.value).toBe("");
    expect([...select.options].slice(1).map((o) => o.value)).toEqual(["distribution", "retail", "licensing", "events", "technology", "other"]);
  });

  it("hides the honeypot from people, the keyboard, assistive technology and autofill", () => {
    const { form } = renderPartnership();
    const trap = form.querySelector('input[name="fax"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Fax" })).toBeNull();
  });

  it("submitting: disabled 'Submitting...' and aria-busy; a second submit does nothing; then success, stored time, cleared fields", async () => {
    const { form, field, fill, button } = renderPartnership();
    fill();
    fireEvent.submit(form);
    expect(button().textContent).toBe("Submitting...");
    expect(button().disabled).toBe(true);
    expect(form.getAttribute("aria-busy")).toBe("true");
    fireEvent.submit(form);
    await send(settings.forms.simulatedSendDelayMs - 1);
    expect(toast).not.toHaveBeenCalled();
    await send(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "success", title: "Partnership inquiry sent!" }));
    expect(localStorage.getItem(KEY)).toBe(String(NOW + settings.forms.simulatedSendDelayMs));
    expect(field("Company name").value).toBe("");
    expect((field("Partnership category") as unknown as HTMLSelectElement).value).toBe("");
    expect(button().textContent).toBe("Submit Inquiry");
    expect(button().disabled).toBe(false);
    expect(form.getAttribute("aria-busy")).toBe("false");
  });

  it("rate-limited: the destructive 'Please wait' at once, without the 2 s wait, and the fields kept", async () => {
    localStorage.setItem(KEY, String(NOW - 1000));
    const { form, field, fill, button } = renderPartnership();
    fill();
    fireEvent.submit(form);
    await send(0);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive", title: "Please wait", description: "Please wait 5 minutes before submitting another partnership inquiry." }));
    expect(field("Company name").value).toBe("Acme Cards");
    expect(localStorage.getItem(KEY)).toBe(String(NOW - 1000));
    expect(button().disabled).toBe(false);
  });

  it("a filled honeypot changes nothing: never busy or disabled, no toast, no stored time", async () => {
    const { form, fill, button } = renderPartnership();
    fill();
    (form.querySelector('input[name="fax"]') as HTMLInputElement).value = "spam";
    fireEvent.submit(form);
    expect(button().textContent).toBe("Submit Inquiry");
    expect(button().disabled).toBe(false);
    expect(form.getAttribute("aria-busy")).toBe("false");
    await send();
    expect(toast).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(button().textContent).toBe("Submit Inquiry");
  });

  it("shows the page-language reason under a field the browser refused", () => {
    const { field } = renderPartnership();
    fireEvent.change(field("Website"), { target: { value: "acme" } });
    fireEvent.invalid(field("Website"));
    expect(screen.getByText("Enter a full web address, such as https://example.com.")).toBeTruthy();
    expect(field("Website").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(field("Website"), { target: { value: "https://acme.example" } });
    expect(screen.queryByText("Enter a full web address, such as https://example.com.")).toBeNull();
  });
});

describe("the contact form", () => {
  it("in Spanish: 'Enviando...' while sending, then the Spanish success toast", async () => {
    const view = render(
      <I18nextProvider i18n={i18nFor("es")}>
        <ContactForm lang="es" />
      </I18nextProvider>,
    );
    const form = view.container.querySelector("form")!;
    const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
    expect(field(/Empresa/).required).toBe(false);
    expect(field(/País/).required).toBe(false);
    expect(field(/Correo electrónico/).type).toBe("email");
    fireEvent.change(field(/Nombre completo/), { target: { value: "Ana" } });
    fireEvent.submit(form);
    expect(screen.getByRole("button", { name: "Enviando..." })).toBeTruthy();
    await send();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "¡Mensaje enviado!" }));
    expect(localStorage.getItem(settings.storageKeys.lastContactSubmission)).toBe(String(NOW + 2000));
  });
});
