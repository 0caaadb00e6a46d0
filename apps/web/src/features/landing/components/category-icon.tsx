/** spec §2 mobile category strip icons 01 to 12: a simple drawn glyph per category, 'all' a grid. */
const GLYPHS: Record<string, string> = {
  all: 'M5 5h5v5H5zM14 5h5v5h-5zM5 14h5v5H5zM14 14h5v5h-5z',
  '01': 'M6 10h12l-1 9H7zM9 10V7a3 3 0 0 1 6 0v3',
  '02': 'M7 4h10v4a5 5 0 0 1-10 0zM12 13v5M8 20h8',
  '03': 'M5 8c2-4 12-4 14 0-2 6-12 6-14 0zM12 14v6',
  '04': 'M4 12l8-7 8 7M6 11v8h12v-8',
  '05': 'M5 11h14v3a7 7 0 0 1-14 0zM12 4v4',
  '06': 'M6 5h12v14H6zM9 9h6M9 13h6',
  '07': 'M8 3h8v18H8zM11 18h2',
  '08': 'M5 9h14l-2 11H7zM9 9a3 3 0 0 1 6 0',
  '09': 'M4 19l6-12 4 7 2-3 4 8z',
  '10': 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM6 20a6 6 0 0 1 12 0',
  '11': 'M6 4h9l3 3v13H6zM9 11h6M9 15h6',
  '12': 'M4 8h16v10H4zM4 12h16M9 8v10',
};

export function CategoryIcon({ code }: { code: string }) {
  const d = GLYPHS[code] ?? GLYPHS.all;
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
