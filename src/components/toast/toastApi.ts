// The only way code shows a toast. react-toastify is loaded on the first toast, not with the page,
// so pages that never notify never download it.
import type { ReactNode } from "react";
import { settings } from "../../config/settings";

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  id?: string;
  title?: string;
  description: string;
  variant?: ToastVariant;
  /** An optional action button (requirements.md#content-items toast: id, title, description, action). */
  action?: { label: string; onClick: () => void };
}

type Toastify = typeof import("react-toastify/unstyled");
type Renderer = (input: ToastInput, id: string) => ReactNode;

let loading: Promise<Toastify> | undefined;
let hostReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (hostReady = resolve));
let requestHost: () => void = () => undefined;
let render: Renderer | undefined;
let counter = 0;

/** Called by ToastRegion: how to ask it to mount the container, and how toasts are drawn. */
export function registerToastHost(onRequest: () => void): void {
  requestHost = onRequest;
}
export function toastHostMounted(renderer: Renderer): void {
  render = renderer;
  hostReady();
}

async function api(): Promise<Toastify> {
  if (!loading) {
    loading = import("react-toastify/unstyled");
    requestHost();
  }
  const lib = await loading;
  await ready;
  return lib;
}

/** Shows a toast, replacing the one on screen (requirements.md#toasts: at most one visible). Resolves to its id. */
export async function showToast(input: ToastInput): Promise<string> {
  const id = input.id ?? `toast-${++counter}`;
  const { toast } = await api();
  if (toast.isActive(id)) {
    updateToast(id, input);
    return id;
  }
  // react-toastify's `limit` queues instead of replacing, so dismiss whatever is showing first.
  toast.dismiss();
  toast(render?.(input, id), {
    toastId: id,
    autoClose: settings.toast.durationMs,
    type: input.variant === "destructive" ? "error" : input.variant === "success" ? "success" : "default",
    role: input.variant === "destructive" ? "alert" : "status",
  });
  return id;
}

export async function updateToast(id: string, input: ToastInput): Promise<void> {
  const { toast } = await api();
  toast.update(id, { render: render?.({ ...input, id }, id) });
}

export async function dismissToast(id?: string): Promise<void> {
  if (!loading) return;
  const { toast } = await api();
  toast.dismiss(id);
}

/** requirements.md#fixed-error-texts: the one not-implemented message, in the page's language. */
export function notImplemented(description: string): Promise<string> {
  return showToast({ id: "not-implemented", description });
}
