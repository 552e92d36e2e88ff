// Global styles load once for every page; page behaviour lives in components.
import "./src/styles/global.scss";
