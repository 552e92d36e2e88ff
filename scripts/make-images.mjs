// Regenerates the site's raster images from SVG drawings (run by hand: node scripts/make-images.mjs).
// The outputs are committed; nothing here runs during a build. The social cards are drawn by the
// build (src/node/createPages/shareCards.ts), one per page and language.
import sharp from "sharp";

const card = (x, y, r, fill, accent) => `
  <g transform="translate(${x} ${y}) rotate(${r})">
    <rect x="-110" y="-155" width="220" height="310" rx="16" fill="${fill}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
    <rect x="-90" y="-135" width="180" height="150" rx="8" fill="${accent}" opacity="0.85"/>
    <circle cx="0" cy="-60" r="38" fill="#100e24" opacity="0.35"/>
    <rect x="-90" y="35" width="180" height="14" rx="7" fill="#ffffff" opacity="0.55"/>
    <rect x="-90" y="62" width="130" height="10" rx="5" fill="#ffffff" opacity="0.35"/>
    <rect x="-90" y="82" width="150" height="10" rx="5" fill="#ffffff" opacity="0.35"/>
  </g>`;

const partners = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs>
    <radialGradient id="g" cx="70%" cy="20%" r="90%">
      <stop offset="0" stop-color="#5b3fd9"/><stop offset="0.55" stop-color="#1a1740"/><stop offset="1" stop-color="#100e24"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#g)"/>
  ${card(420, 520, -18, "#2a2560", "#f5be3d")}
  ${card(660, 470, -6, "#6d52f0", "#ffd46b")}
  ${card(900, 480, 6, "#1f7a4d", "#ece8ff")}
  ${card(1140, 530, 18, "#b3261e", "#f5be3d")}
  <g fill="#f5be3d" opacity="0.9">
    <path d="M250 180l10 24 24 10-24 10-10 24-10-24-24-10 24-10z"/>
    <path d="M1360 220l8 18 18 8-18 8-8 18-8-18-18-8 18-8z"/>
    <path d="M1300 820l12 28 28 12-28 12-12 28-12-28-28-12 28-12z"/>
  </g>
</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="6" fill="#100e24"/>
  <rect x="6" y="3" width="20" height="26" rx="3" fill="#6d52f0" transform="rotate(-8 16 16)"/>
  <rect x="7" y="4" width="18" height="24" rx="3" fill="#f5be3d"/>
  <path d="M16 8l2.4 5.6L24 16l-5.6 2.4L16 24l-2.4-5.6L8 16l5.6-2.4z" fill="#100e24"/>
</svg>`;

await sharp(Buffer.from(partners)).jpeg({ quality: 82, mozjpeg: true }).toFile("content/images/partners.jpg");
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile("static/logo.png");
console.log("images written");
