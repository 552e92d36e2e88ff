import i18next from "i18next";
import enPartnerships from "../../../content/locales/en/partnerships.json";
import esPartnerships from "../../../content/locales/es/partnerships.json";
import enContact from "../../../content/locales/en/contact.json";
import esContact from "../../../content/locales/es/contact.json";
import { feedbackFor } from "../../../src/forms/feedback";
import type { FormKind } from "../../../src/forms/types";

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

describe("the toasts of requirements.md#fixed-error-texts, word for word in English", () => {
  it("partnership: success, rate limit (destructive), failure (destructive)", () => {
    const t = translate("en", "partnership");
    expect(feedbackFor("sent", "partnership", t)).toEqual({
      id: "partnership-form",
      variant: "success",
      title: "Partnership inquiry sent!",
      description: "Thank you for your interest. Our partnerships team will review your inquiry and respond within 48 hours.",
    });
    expect(feedbackFor("rate-limited", "partnership", t)).toEqual({
      id: "partnership-form",
      variant: "destructive",
      title: "Please wait",
      description: "Please wait 5 minutes before submitting another partnership inquiry.",
    });
    expect(feedbackFor("failed", "partnership", t)).toEqual({
      id: "partnership-form",
      variant: "destructive",
      title: "Error",
      description: "There was an error sending your inquiry. Please try again.",
    });
  });

  it("contact: success, rate limit, failure", () => {
    const t = translate("en", "contact");
    expect(feedbackFor("sent", "contact", t)).toMatchObject({
      variant: "success",
      title: "Message sent!",
      description: "Thank you for your message. We'll respond within 48 hours.",
    });
    expect(feedbackFor("rate-limited", "contact", t)).toMatchObject({
      title: "Please wait",
      description: "Please wait a minute before submitting another message.",
    });
    expect(feedbackFor("failed", "contact", t)).toMatchObject({
      variant: "destructive",
      title: "Error",
      description: "There was an error sending your message. Please try again.",
    });
  });

  it("says nothing at all for a dropped (honeypot) submission", () => {
    expect(feedbackFor("dropped", "partnership", translate("en", "partnership"))).toBeUndefined();
    expect(feedbackFor("dropped", "contact", translate("es", "contact"))).toBeUndefined();
  });
});

describe("the same toasts in Spanish", () => {
  it("partnership", () => {
    const t = translate("es", "partnership");
    expect(feedbackFor("sent", "partnership", t)).toMatchObject({
      title: "¡Solicitud de alianza enviada!",
      description: expect.stringContaining("48 horas"),
    });
    expect(feedbackFor("rate-limited", "partnership", t)).toMatchObject({
      description: "Espera 5 minutos antes de enviar otra solicitud de alianza.",
    });
    expect(feedbackFor("failed", "partnership", t)).toMatchObject({
      description: "Hubo un error al enviar tu solicitud. Inténtalo de nuevo.",
    });
  });

  it("contact", () => {
    const t = translate("es", "contact");
    expect(feedbackFor("sent", "contact", t)).toMatchObject({
      title: "¡Mensaje enviado!",
      description: "Gracias por tu mensaje. Te responderemos en un plazo de 48 horas.",
    });
    expect(feedbackFor("rate-limited", "contact", t)).toMatchObject({ description: "Espera un minuto antes de enviar otro mensaje." });
  });
});
