/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react/pure";
import React from "react";
import { I18nextProvider } from "react-i18next";
import i18next from "i18next";
import en from "../../../content/locales/en/common.json";
import { ToastRegion } from "../../../src/components/toast/ToastRegion";
import { dismissToast, notImplemented, showToast, updateToast } from "../../../src/components/toast/toastApi";

// jsdom fires no animation events, so the CSS transition is replaced by one that ends at once.
jest.mock("react-toastify/unstyled", () => {
  const actual = jest.requireActual("react-toastify/unstyled");
  const { useEffect } = jest.requireActual("react");
  const Instant = ({
    isIn,
    done,
    playToast,
    children,
  }: {
    isIn: boolean;
    done: () => void;
    playToast: () => void;
    children: React.ReactNode;
  }) => {
    useEffect(() => (isIn ? playToast() : done()), [isIn]);
    return children;
  };
  return { ...actual, cssTransition: () => Instant };
});

const i18n = i18next.createInstance();
void i18n.init({ lng: "en", resources: { en: { common: en } }, defaultNS: "common", interpolation: { escapeValue: false } });

function renderRegion() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastRegion />
    </I18nextProvider>,
  );
}
// The toast API waits for React to mount its host, so calls are started, not awaited, inside act().
const fire = (call: () => Promise<unknown>) => act(() => void call());
const shown = () => document.querySelectorAll("[data-toast-id]");

describe("the toast module", () => {
  // One region for the whole page, as on the site (the "pure" import skips the per-test unmount).
  beforeAll(() => renderRegion());
  afterEach(async () => {
    fire(() => dismissToast());
    await waitFor(() => expect(shown()).toHaveLength(0));
  });

  it("replaces the visible toast instead of queueing a second one", async () => {
    fire(() => showToast({ id: "a", title: "A", description: "first" }));
    await waitFor(() => expect(screen.getByText("first")).toBeTruthy());
    fire(() => showToast({ id: "b", title: "B", description: "second" }));
    await waitFor(() => expect(screen.getByText("second")).toBeTruthy());
    await waitFor(() => expect(screen.queryByText("first")).toBeNull());
  });

  it("updates a toast in place by id", async () => {
    fire(() => showToast({ id: "u", description: "before" }));
    await waitFor(() => expect(screen.getByText("before")).toBeTruthy());
    fire(() => updateToast("u", { description: "after" }));
    await waitFor(() => expect(screen.getByText("after")).toBeTruthy());
    expect(shown()).toHaveLength(1);
  });

  it("shows again under the same id by updating rather than duplicating", async () => {
    fire(() => showToast({ id: "same", description: "one" }));
    fire(() => showToast({ id: "same", description: "two" }));
    await waitFor(() => expect(screen.getByText("two")).toBeTruthy());
    expect(shown()).toHaveLength(1);
  });

  it("dismisses a toast by id", async () => {
    fire(() => showToast({ id: "d", description: "bye" }));
    await waitFor(() => expect(screen.getByText("bye")).toBeTruthy());
    fire(() => dismissToast("d"));
    await waitFor(() => expect(screen.queryByText("bye")).toBeNull(), { timeout: 3000 });
  });

  it("announces the destructive variant as an alert", async () => {
    fire(() => showToast({ id: "x", title: "Please wait", description: "slow down", variant: "destructive" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("slow down"));
  });

  it("shows the not-implemented message with no title", async () => {
    fire(() => notImplemented(en.toast.notImplemented));
    await waitFor(() => expect(screen.getByText(en.toast.notImplemented)).toBeTruthy());
    expect(document.querySelector("[data-toast-id] p + p")).toBeNull();
  });
});
