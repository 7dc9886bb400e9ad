import encodeQR from 'qr';

/**
 * A QR code as an SVG of its dark modules (paulmillr's `qr` encoder gives the matrix), drawn
 * black on white with a quiet zone, crisp at any size. Error correction "medium": a cracked
 * phone screen or a glare still reads.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const matrix = encodeQR(text, 'raw', { ecc: 'medium', border: 0 });
  const size = matrix.length;
  const quiet = 4;
  let path = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet},${y + quiet}h1v1h-1z`;
    }),
  );
  const box = size + 2 * quiet;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
