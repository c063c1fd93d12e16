import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The calendar address as a QR code, for a phone's camera to open. Loaded only with the address
 * (React.lazy in calendar-feed.tsx), so the encoder stays out of every other page's code.
 */
export default function FeedQr({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    qrSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (text) => current && setSvg(text),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (failed) {
    return (
      <p className="plan-panel__text" role="alert">
        We could not draw the QR code. Copy the address instead.
      </p>
    );
  }
  if (!svg) {
    return (
      <p className="plan-panel__text" role="status">
        Drawing the QR code…
      </p>
    );
  }
  return (
    <figure className="plan-feed__qr">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt="QR code of your calendar address"
        width={200}
        height={200}
      />
      <figcaption className="plan-panel__text">
        On a phone, point the camera at this code to open the address.
      </figcaption>
    </figure>
  );
}
