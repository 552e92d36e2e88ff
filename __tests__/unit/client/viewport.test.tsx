/** @jest-environment ./__tests__/support/jsdomEnvironment.cjs */
import { act, render, screen } from "@testing-library/react";
import React from "react";
import { useNearViewport } from "../../../src/hooks/viewport";

type Callback = (entries: Pick<IntersectionObserverEntry, "isIntersecting">[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeObserver {
  private record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>("300px");
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

afterEach(() => {
  observers.length = 0;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe("useNearViewport", () => {
  it("says far until the element comes within the margin, then near for good", () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe("300px");
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText("near")).toBeTruthy();
    // Nothing is watched any more once it has said near.
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it("says near at once where IntersectionObserver does not exist", () => {
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });
});
