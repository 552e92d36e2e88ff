import i18next from "i18next";
import enPartnerships from "../../../content/locales/en/partnerships.json";
import esPartnerships from "../../../content/locales/es/partnerships.json";
import enContact from "../../../content/locales/en/contact.json";
import esContact from "../../../content/locales/es/contact.json";
import { feedbackFor } from "../../../src/forms/feedback";
import type { FormKind, SubmitOutcome } from "../../../src/forms/types";
import type { ToastInput } from "../../../src/types/toast";

const i18n = i18next.createInstance();
void i18n.init({
  lng: "en",
  resources: { en: { partnerships: enPartnerships, contact: enContact }, es: { partnerships: esPartnerships, contact: esContact } },
  interpolation: { escapeValue: false },
});
const translate = (lang: "en" | "es", form: FormKind) => {
  const t = i18n.getFixedT(lang, form === "partnership" ? "partnerships" : "contact");
  return (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
};

type Toasts = Partial<Record<SubmitOutcome, Partial<ToastInput>>>;

/** The toast each outcome shows on a form, in a language, has what is given of it; with `whole`, that and nothing more. */
function expectToasts(lang: "en" | "es", form: FormKind, toasts: Toasts, { whole = false } = {}) {
  const t = translate(lang, form);
  for (const [outcome, toast] of Object.entries(toasts)) {
    const shown = feedbackFor(outcome as SubmitOutcome, form, t);
    if (whole) expect(shown).toEqual(toast);
    else expect(shown).toMatchObject(toast);
  }
}

describe("the toasts of requirements.md#fixed-error-texts, word for word in English", () => {
  it("partnership: success, rate limit (destructive), failure (destructive)", () => {
    const id = "partnership-form";
    expectToasts(
      "en",
      "partnership",
      {
        sent: {
          id,
          variant: "success",
          title: "Partnership inquiry sent!",
          description: "Thank you for your interest. Our partnerships team will review your inquiry and respond within 48 hours.",
        },
        "rate-limited": {
          id,
          variant: "destructive",
          title: "Please wait",
          description: "Please wait 5 minutes before submitting another partnership inquiry.",
        },
        failed: { id, variant: "destructive", title: "Error", description: "There was an error sending your inquiry. Please try again." },
      },
      { whole: true },
    );
  });

  it("contact: success, rate limit, failure", () => {
    expectToasts("en", "contact", {
      sent: { variant: "success", title: "Message sent!", description: "Thank you for your message. We'll respond within 48 hours." },
      "rate-limited": { title: "Please wait", description: "Please wait a minute before submitting another message." },
      failed: { variant: "destructive", title: "Error", description: "There was an error sending your message. Please try again." },
    });
  });

  it("says nothing at all for a dropped (honeypot) submission", () => {
    expect(feedbackFor("dropped", "partnership", translate("en", "partnership"))).toBeUndefined();
    expect(feedbackFor("dropped", "contact", translate("es", "contact"))).toBeUndefined();
  });
});

describe("the same toasts in Spanish", () => {
  it("partnership", () => {
    expectToasts("es", "partnership", {
      sent: { title: "¡Solicitud de alianza enviada!", description: expect.stringContaining("48 horas") },
      "rate-limited": { description: "Espera 5 minutos antes de enviar otra solicitud de alianza." },
      failed: { description: "Hubo un error al enviar tu solicitud. Inténtalo de nuevo." },
    });
  });

  it("contact", () => {
    expectToasts("es", "contact", {
      sent: { title: "¡Mensaje enviado!", description: "Gracias por tu mensaje. Te responderemos en un plazo de 48 horas." },
      "rate-limited": { description: "Espera un minuto antes de enviar otro mensaje." },
    });
  });
});
