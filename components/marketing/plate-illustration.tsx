// A drawn plate (salmon, grains, greens) for the hero when no dish photos are available.

export function PlateIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="-8 -8 416 424"
      className={className}
      role="img"
      aria-label="A plate of salmon, grains and greens"
    >
      <defs>
        <radialGradient id="plate-shadow" cx="50%" cy="52%" r="50%">
          <stop offset="80%" stopColor="#152e22" stopOpacity="0.18" />
          <stop offset="100%" stopColor="#152e22" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="208" r="196" fill="url(#plate-shadow)" />
      <circle cx="200" cy="200" r="180" fill="#fffdf8" />
      <circle cx="200" cy="200" r="180" fill="none" stroke="#e9dcc2" strokeWidth="2" />
      <circle cx="200" cy="200" r="146" fill="#fbf7ee" />
      {/* grains */}
      <path
        d="M92 226c6-52 52-86 108-84 30 1 46 22 42 48-6 40-62 76-110 76-28 0-42-14-40-40z"
        fill="#efe3c8"
      />
      {Array.from({ length: 46 }, (_, i) => {
        const angle = i * 2.39996;
        const radius = 8 + 5.2 * Math.sqrt(i) * 2;
        const x = 160 + Math.cos(angle) * radius * 0.9;
        const y = 206 + Math.sin(angle) * radius * 0.62;
        return (
          <ellipse
            key={i}
            cx={x.toFixed(1)}
            cy={y.toFixed(1)}
            rx="4.2"
            ry="2.4"
            fill={i % 3 === 0 ? "#d9c6a1" : "#e6d6b4"}
            transform={`rotate(${(i * 37) % 180} ${x.toFixed(1)} ${y.toFixed(1)})`}
          />
        );
      })}
      {/* salmon */}
      <g transform="rotate(-18 250 170)">
        <rect x="196" y="128" width="124" height="78" rx="26" fill="#dc7851" />
        <rect
          x="196"
          y="128"
          width="124"
          height="78"
          rx="26"
          fill="none"
          stroke="#ad4b29"
          strokeOpacity="0.35"
          strokeWidth="3"
        />
        {[0, 1, 2, 3].map((i) => (
          <path
            key={i}
            d={`M${222 + i * 24} 134c-8 18-8 48 0 66`}
            stroke="#f3c2aa"
            strokeWidth="5"
            strokeLinecap="round"
            fill="none"
          />
        ))}
        <path
          d="M206 146c30-10 70-12 104-4"
          stroke="#8c3c23"
          strokeOpacity="0.45"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      </g>
      {/* greens */}
      <g fill="#3a7555">
        <path d="M236 262c22-30 62-34 84-18-20 28-58 36-84 18z" />
        <path d="M226 292c12-34 46-54 76-48-10 32-44 52-76 48z" fill="#559170" />
        <path d="M262 300c26-20 62-14 76 6-26 18-58 16-76-6z" fill="#2d5e44" />
      </g>
      <path
        d="M244 262l64-14M236 290l56-38M270 300l58 4"
        stroke="#d6e8dc"
        strokeWidth="2"
        strokeLinecap="round"
      />
      {/* lemon */}
      <path d="M122 132a44 44 0 0 1 62-8l-28 34z" fill="#f2c94c" />
      <path d="M126 134a38 38 0 0 1 52-6l-24 28z" fill="#f8e08e" />
      {/* herbs */}
      {[
        [150, 270],
        [176, 282],
        [132, 254],
        [196, 258],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill="#2d5e44" />
      ))}
    </svg>
  );
}
