/** @jest-environment ./__tests__/support/jsdomEnvironment.cjs */
import { act, render, screen, waitFor } from "@testing-library/react/pure";
import React from "react";
import { I18nextProvider } from "react-i18next";
import i18next from "i18next";
import en from "../../../content/locales/en/common.json";
import { ToastRegion } from "../../../src/components/toast/ToastRegion";
import { dismissToast, notImplemented, showToast, updateToast } from "../../../src/components/toast/toastApi";

// jsdom fires no animation events, so the CSS transition is replaced by one that ends at once; or,
// while a test holds exits, not until the test ends them, as a fade takes its time in a browser.
const mockExits = { hold: false, held: [] as (() => void)[] };
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
    useEffect(() => {
      if (isIn) playToast();
      else if (mockExits.hold) mockExits.held.push(done);
      else done();
    }, [isIn]);
    return children;
  };
  return { ...actual, cssTransition: () => Instant };
});

// The container's code (ToastHost, which brings react-toastify) arrives at once, unless a test holds it.
const mockHost = { arrived: Promise.resolve() };
jest.mock("../../../src/components/toast/ToastHost", () => {
  const actual = jest.requireActual("../../../src/components/toast/ToastHost");
  const { createElement } = jest.requireActual("react");
  let here = false;
  return {
    __esModule: true,
    default: function HeldHost() {
      if (!here) throw mockHost.arrived.then(() => void (here = true));
      return createElement(actual.default);
    },
  };
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
/** Every toast in the page, fading out or not. */
const shown = () => document.querySelectorAll("[data-toast-id]");
/** The texts of the toasts on screen: react-toastify sets data-in on a toast until it starts to close. */
const onScreen = () => [...document.querySelectorAll('[data-in="true"] [data-toast-id]')].map((toast) => toast.textContent);
/** A toast on screen under `id`; from then, toasts that close stay mid-fade until endExits(). */
async function onScreenThenHold(id: string, description: string) {
  fire(() => showToast({ id, description }));
  await waitFor(() => expect(onScreen()).toEqual([description]));
  mockExits.hold = true;
}
/** Ends the fades held so far. */
const endExits = () => act(() => mockExits.held.splice(0).forEach((done) => done()));
// react-toastify applies an update 100 ms after it is asked, by default: waiting longer shows whether one came late.
const pastLateUpdates = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe("the toast module", () => {
  // One region for the whole page, as on the site (the "pure" import skips the per-test unmount).
  beforeAll(() => renderRegion());
  afterEach(async () => {
    mockExits.hold = false;
    endExits();
    fire(() => dismissToast());
    await waitFor(() => expect(shown()).toHaveLength(0));
  });

  // First, while no toast has loaded react-toastify yet. The issue suspected the calls made before it
  // arrives, which all resume at once; two presses of one control there did leave one toast before
  // the fix too. What lost every toast is a call whose id was still fading out (the third here).
  it("calls made before react-toastify has arrived take effect in order and leave one toast, the last call's", async () => {
    expect(screen.queryByLabelText(en.toast.regionLabel)).toBeNull();
    let arrive: () => void = () => undefined;
    mockHost.arrived = new Promise((resolve) => (arrive = resolve));
    mockExits.hold = true;
    fire(() => showToast({ id: "a", description: "first" }));
    fire(() => showToast({ id: "b", description: "second" }));
    fire(() => showToast({ id: "a", description: "third" }));
    expect(shown()).toHaveLength(0);
    await act(async () => arrive());
    await waitFor(() => expect(screen.getByLabelText(en.toast.regionLabel)).toBeTruthy());
    await pastLateUpdates();
    expect(onScreen()).toEqual(["third"]);
  });

  it("a toast shown again while it is still fading out comes back", async () => {
    await onScreenThenHold("again", "first");
    fire(() => dismissToast("again"));
    await waitFor(() => expect(onScreen()).toEqual([]));
    expect(shown()).toHaveLength(1);
    fire(() => showToast({ id: "again", description: "second" }));
    await waitFor(() => expect(onScreen()).toEqual(["second"]));
    endExits();
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(onScreen()).toEqual(["second"]);
  });

  it("dismissing by id closes the toast on screen, while an earlier one under that id is still fading out", async () => {
    await onScreenThenHold("twice", "first");
    fire(() => dismissToast("twice"));
    fire(() => showToast({ id: "twice", description: "second" }));
    await waitFor(() => expect(onScreen()).toEqual(["second"]));
    fire(() => dismissToast("twice"));
    await waitFor(() => expect(onScreen()).toEqual([]));
  });

  // react-toastify (without `limit`) closes and adds in the same moment, so a replacement is never
  // queued behind the fade of the toast it replaces: these two held before the fix as well.
  it("a new toast is on screen at once, while the one it replaced is still fading out", async () => {
    await onScreenThenHold("old", "old");
    fire(() => showToast({ id: "new", description: "new" }));
    await waitFor(() => expect(onScreen()).toEqual(["new"]));
    expect(shown()).toHaveLength(2);
  });

  it("a toast updated and then replaced in the same moment stays replaced", async () => {
    await onScreenThenHold("x", "shown");
    fire(() => showToast({ id: "x", description: "updated" }));
    fire(() => showToast({ id: "y", description: "newer" }));
    await pastLateUpdates();
    expect(onScreen()).toEqual(["newer"]);
  });

  it("an update to a toast that has started to close leaves it closed", async () => {
    await onScreenThenHold("closing", "before");
    fire(() => dismissToast("closing"));
    fire(() => updateToast("closing", { description: "after" }));
    await pastLateUpdates();
    expect(onScreen()).toEqual([]);
  });

  it("dismissing all and showing a toast in the same moment leaves that toast", async () => {
    fire(() => showToast({ id: "gone", description: "gone" }));
    await waitFor(() => expect(onScreen()).toEqual(["gone"]));
    fire(() => dismissToast());
    fire(() => showToast({ id: "kept", description: "kept" }));
    await pastLateUpdates();
    expect(onScreen()).toEqual(["kept"]);
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
