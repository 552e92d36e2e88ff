import type { ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { decap } from "./decap";

/**
 * A Decap component that renders one of the site's own components with the site's React 18 into
 * its element, inside the preview frame. Decap runs on its own React (19), so the two never share
 * a tree: Decap owns the box, the site's React owns what is inside it.
 */
export function makeIsland(): unknown {
  const { h, createClass } = decap();
  return createClass({
    componentDidMount(this: IslandInstance) {
      if (this.node) this.root = createRoot(this.node);
      this.root?.render(this.props.element);
    },
    componentDidUpdate(this: IslandInstance) {
      this.root?.render(this.props.element);
    },
    componentWillUnmount(this: IslandInstance) {
      const root = this.root;
      // Unmounting synchronously while Decap's React is rendering makes React warn; next tick is fine.
      setTimeout(() => root?.unmount(), 0);
    },
    render(this: IslandInstance) {
      return h("div", {
        ref: (node: HTMLDivElement | null) => {
          this.node = node;
        },
      });
    },
  });
}

interface IslandInstance {
  props: { element: ReactElement };
  node?: HTMLDivElement | null;
  root?: Root;
}
