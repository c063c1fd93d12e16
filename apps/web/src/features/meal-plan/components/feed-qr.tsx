import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

/**
 * The calendar address as a QR code, for a phone's camera to open. Loaded only with the address
 * (React.lazy in calendar-feed.tsx), so the encoder stays out of every other page's code.
 */
export default function FeedQr({ url }: { url: string }) {
  const t = useT(mealPlanMessages);
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
        {t('qrFailed')}
      </p>
    );
  }
  if (!svg) {
    return (
      <p className="plan-panel__text" role="status">
        {t('drawingQr')}
      </p>
    );
  }
  return (
    <figure className="plan-feed__qr">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={t('qrAlt')}
        width={200}
        height={200}
      />
      <figcaption className="plan-panel__text">{t('qrCaption')}</figcaption>
    </figure>
  );
}
