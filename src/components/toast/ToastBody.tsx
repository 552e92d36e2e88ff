import React, { useRef, useState } from "react";
import { settings } from "../../config/settings";
import { dismissToast, type ToastInput } from "./toastApi";
import * as styles from "./Toast.module.scss";

interface ToastBodyProps extends ToastInput {
  id: string;
  closeLabel: string;
}

/** One toast's content; swiping it right past the threshold closes it (requirements.md#toasts, requirements.md#constants). */
export function ToastBody({ id, title, description, action, closeLabel }: ToastBodyProps) {
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);

  const onPointerDown = (e: React.PointerEvent) => {
    if ((e.target as HTMLElement).closest("button")) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (dx >= settings.toast.swipeThresholdPx) void dismissToast(id);
    setDx(0);
  };

  return (
    <div
      className={styles.body}
      style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - dx / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-toast-id={id}
    >
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        <p className={styles.description}>{description}</p>
        {action && (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        )}
      </div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => void dismissToast(id)}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
