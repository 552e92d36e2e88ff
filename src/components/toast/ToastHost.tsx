import React, { useEffect, useRef } from "react";
import { cssTransition, toast, ToastContainer, type ToastTransitionProps } from "react-toastify/unstyled";
import { useTranslation } from "react-i18next";
import { settings } from "../../config/settings";
import { toastHostMounted } from "./toastApi";
import { ToastBody } from "./ToastBody";
import * as styles from "./Toast.module.scss";

const fade = cssTransition({ enter: styles.enter ?? "", exit: styles.exit ?? "", collapseDuration: 150 });
let regionElement: HTMLElement | null = null;

// The enter transition starts the timer when it ends; a toast focused or hovered by then stays paused.
function Transition(props: ToastTransitionProps) {
  const Fade = fade;
  const playToast = () => {
    const engaged = regionElement?.contains(document.activeElement) || regionElement?.matches(":hover");
    if (!engaged) props.playToast();
  };
  return <Fade {...props} playToast={playToast} />;
}

export default function ToastHost() {
  const { t } = useTranslation("common");
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    regionElement = region.current;
    toastHostMounted((input, id) => <ToastBody {...input} id={id} closeLabel={t("toast.close")} />);
    // react-toastify has no Escape handling of its own (requirements.md#toasts: Escape closes the toast).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") toast.dismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [t]);

  // Where focus was before it entered the region (F8, or Tab): when the toast holding it closes,
  // focus goes back there instead of being dropped on the page's start (WCAG 2.4.3).
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status !== "removed") return;
        // "removed" comes before React takes the toast out of the page: look once it has.
        setTimeout(() => {
          const active = document.activeElement;
          const dropped = !active || active === document.body || !!region.current?.contains(active);
          const target = returnTo.current;
          if (!dropped) return;
          returnTo.current = null;
          if (target?.isConnected) target.focus();
        }, 0);
      }),
    [],
  );

  // requirements.md#language: timers pause while the viewport is focused, not only hovered.
  const onFocus = (e: React.FocusEvent) => {
    const from = e.relatedTarget as HTMLElement | null;
    if (!region.current?.contains(from)) returnTo.current = from;
    toast.pause();
  };
  const onBlur = (e: React.FocusEvent) => {
    if (!region.current?.contains(e.relatedTarget as Node | null)) {
      toast.play();
      // Focus left the region for good (a click or Tab elsewhere): nothing to go back to.
      if (e.relatedTarget) returnTo.current = null;
    }
  };

  return (
    <div ref={region} onFocus={onFocus} onBlur={onBlur}>
      <ToastContainer
        position="bottom-right"
        autoClose={settings.toast.durationMs}
        hideProgressBar
        closeOnClick={false}
        closeButton={false}
        draggable={false}
        pauseOnHover
        pauseOnFocusLoss={false}
        newestOnTop
        icon={false}
        transition={Transition}
        className={styles.container}
        toastClassName={(ctx) => `${styles.toast} ${ctx?.type === "error" ? styles.destructive : ""}`}
        hotKeys={(e) => e.key === settings.toast.hotkey}
        aria-label={t("toast.regionLabel")}
      />
    </div>
  );
}
