// The only way code shows a toast. react-toastify is loaded on the first toast, not with the page,
// so pages that never notify never download it.
import type { ReactNode } from "react";
import { settings } from "../../config/settings";
import type { ToastInput } from "../../types/toast";

export type { ToastInput, ToastVariant } from "../../types/toast";

type Toastify = typeof import("react-toastify/unstyled");
type Toast = Toastify["toast"];
type Renderer = (input: ToastInput, id: string) => ReactNode;

let hostReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (hostReady = resolve));
let requestHost: () => void = () => undefined;
let render: Renderer | undefined;
let counter = 0;

// Calls made before react-toastify and its container are both there wait here, and run in one go, in
// the order they were made; from then on each runs at once. Nothing is awaited between reading what
// is on screen and replacing it, so no other call can come in between.
let toastify: Toast | undefined;
let arrival: Promise<void> | undefined;
const waiting: ((toast: Toast) => void)[] = [];

// react-toastify keeps a closed toast under its id until its exit animation ends, and ignores a new
// toast with that id meanwhile: a press while the last not-implemented toast was fading out (closed,
// or its time up) showed nothing. So each showing has a toastId of its own; `id` is what callers and
// the page (data-toast-id) see.
let current: { id: string; toastId: string } | undefined;
let showings = 0;

/** Called by ToastRegion: how to ask it to mount the container, and how toasts are drawn. */
export function registerToastHost(onRequest: () => void): void {
  requestHost = onRequest;
}
export function toastHostMounted(renderer: Renderer): void {
  render = renderer;
  hostReady();
}

function withToast(op: (toast: Toast) => void): Promise<void> {
  if (toastify) {
    op(toastify);
    return Promise.resolve();
  }
  waiting.push(op);
  if (!arrival) {
    arrival = Promise.all([import("react-toastify/unstyled"), ready]).then(([lib]) => {
      toastify = lib.toast;
      for (const waiter of waiting.splice(0)) waiter(lib.toast);
    });
    requestHost();
  }
  return arrival;
}

/** The toastId of `id`'s toast while it is on screen (not once it has started to close). */
function onScreen(toast: Toast, id: string): string | undefined {
  return current?.id === id && toast.isActive(current.toastId) ? current.toastId : undefined;
}

function update(toast: Toast, toastId: string, id: string, input: ToastInput): void {
  // react-toastify applies an update 100 ms later by default, and then brings the toast back even if
  // it was closed or replaced in between: with no delay it is applied now.
  toast.update(toastId, { render: render?.({ ...input, id }, id), delay: null });
}

/** Shows a toast, replacing the one on screen (requirements.md#toasts: at most one visible). Resolves to its id. */
export async function showToast(input: ToastInput): Promise<string> {
  const id = input.id ?? `toast-${++counter}`;
  await withToast((toast) => {
    const shown = onScreen(toast, id);
    if (shown) return update(toast, shown, id, input);
    // react-toastify's `limit` queues instead of replacing, so dismiss whatever is showing first.
    toast.dismiss();
    const toastId = `${id}-${++showings}`;
    toast(render?.(input, id), {
      toastId,
      autoClose: settings.toast.durationMs,
      type: input.variant === "destructive" ? "error" : input.variant === "success" ? "success" : "default",
      role: input.variant === "destructive" ? "alert" : "status",
    });
    current = { id, toastId };
  });
  return id;
}

/** Changes the toast with this id while it is on screen; one that has closed stays closed. */
export function updateToast(id: string, input: ToastInput): Promise<void> {
  return withToast((toast) => {
    const shown = onScreen(toast, id);
    if (shown) update(toast, shown, id, input);
  });
}

export function dismissToast(id?: string): Promise<void> {
  if (!arrival) return Promise.resolve();
  return withToast((toast) => {
    if (id === undefined) return toast.dismiss();
    const shown = onScreen(toast, id);
    if (shown) toast.dismiss(shown);
  });
}

/** requirements.md#fixed-error-texts: the one not-implemented message, in the page's language. */
export function notImplemented(description: string): Promise<string> {
  return showToast({ id: "not-implemented", description });
}
