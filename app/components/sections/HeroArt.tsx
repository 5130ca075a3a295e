/*
 * Hero artwork drawn inline rather than as <img> files: no extra request, nothing to wait for,
 * and the page's largest paint is its heading rather than a decorative picture.
 */

/**
 * The inner pages' banner: a sun low on the right. Below 1024 px the text runs over it, so there the sun
 * is dimmed enough for cream text to keep 4.5:1 against every pixel of it.
 */
export function InnerHeroArt() {
  return (
    <svg viewBox="0 0 1600 400" preserveAspectRatio="xMaxYMax slice" aria-hidden="true" focusable="false" className="absolute inset-0 -z-10 h-full w-full">
      <defs>
        <radialGradient id="inner-hero-glow" cx="1320" cy="330" r="520" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#f3cf7a" stopOpacity=".45" className="max-lg:[stop-opacity:.14]" />
          <stop offset=".45" stopColor="#e8b64a" stopOpacity=".12" />
          <stop offset="1" stopColor="#e8b64a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="400" fill="url(#inner-hero-glow)" />
      <path d="M1320 330L1320 0M1320 330L1120 0M1320 330L1520 0M1320 330L940 80" stroke="#fff3d6" strokeOpacity=".07" strokeWidth="18" strokeLinecap="round" />
      <circle cx="1320" cy="350" r="70" fill="#f3cf7a" opacity=".35" className="max-lg:opacity-10" />
      <path d="M700 400c180-60 360-70 560-40s260 10 340-20v60z" fill="#fff" opacity=".06" />
      <path d="M900 400c160-34 320-38 480-18s160 6 220-6v24z" fill="#000" opacity=".12" />
    </svg>
  )
}

/** A sunrise over the hills of St Paul's Cray, with the church on the skyline. */
export function HomeHeroArt() {
  return (
    <svg viewBox="0 0 1600 900" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false" className="absolute inset-0 -z-20 h-full w-full">
      <defs>
        <linearGradient id="home-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a0f1b" />
          <stop offset=".45" stopColor="#82223a" />
          <stop offset=".75" stopColor="#d0763f" />
          <stop offset="1" stopColor="#f3cf7a" />
        </linearGradient>
        <radialGradient id="home-hero-sun" cx="1130" cy="560" r="420" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#fff6dc" />
          <stop offset=".18" stopColor="#ffe3a1" stopOpacity=".95" />
          <stop offset=".5" stopColor="#f3cf7a" stopOpacity=".35" />
          <stop offset="1" stopColor="#f3cf7a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#home-hero-sky)" />
      <rect width="1600" height="900" fill="url(#home-hero-sun)" />
      <path
        d="M1130 560L1130 80M1130 560L880 130M1130 560L1380 130M1130 560L680 300M1130 560L1580 300"
        stroke="#fff3d6"
        strokeOpacity=".13"
        strokeWidth="26"
        strokeLinecap="round"
      />
      <circle cx="1130" cy="600" r="110" fill="#fff1c9" />
      <path d="M0 640C220 560 420 560 640 610S1040 700 1300 640 1540 560 1600 570V900H0z" fill="#b4553a" opacity=".85" />
      <path d="M0 700C260 640 460 650 700 700S1120 770 1380 720 1560 690 1600 700V900H0z" fill="#82223a" />
      <g fill="#4a1322">
        <path d="M1080 742h120v-70l-60-48-60 48z" />
        <path d="M1130 640v-86h20v86z" />
        <path d="M1118 578h44v14h-44z" />
        <path d="M1206 742h70v-46l-35-28-35 28z" />
      </g>
      <path d="M0 780C300 730 520 740 800 780S1300 840 1600 790V900H0z" fill="#4a1322" />
      <g fill="none" stroke="#3a0f1b" strokeWidth="5" strokeLinecap="round" opacity=".55">
        <path d="M300 230q14-14 28 0q14-14 28 0" />
        <path d="M380 190q10-10 20 0q10-10 20 0" />
        <path d="M250 300q8-8 16 0q8-8 16 0" />
      </g>
    </svg>
  )
}
