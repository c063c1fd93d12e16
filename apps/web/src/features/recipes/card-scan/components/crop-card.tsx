import { useId, useRef, useState, type PointerEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/language';
import { moveEdge, WHOLE_PHOTO, type CropEdges } from '../crop-photo';
import { cardScanMessages } from '../messages';
import './card-crop.css';

const EDGES = ['left', 'right', 'top', 'bottom'] as const;
const EDGE_KEYS = {
  left: 'cropLeft',
  right: 'cropRight',
  top: 'cropTop',
  bottom: 'cropBottom',
} as const;
/** How near an edge, in percent of the photo, a finger or pointer takes hold of it. */
const GRIP = 12;

/** The edge nearest the point (in percent of the photo), when one is within GRIP. */
function edgeNear(edges: CropEdges, x: number, y: number): keyof CropEdges | null {
  const distances: [keyof CropEdges, number][] = [
    ['left', Math.abs(x - edges.left)],
    ['right', Math.abs(x - edges.right)],
    ['top', Math.abs(y - edges.top)],
    ['bottom', Math.abs(y - edges.bottom)],
  ];
  const [edge, distance] = distances.reduce((a, b) => (b[1] < a[1] ? b : a));
  return distance <= GRIP ? edge : null;
}

/** One photo with its crop: the edges dragged on the photo or set with the sliders under it. */
function CropSide({
  photo,
  side,
  count,
  edges,
  onChange,
}: {
  photo: string;
  side: number;
  count: number;
  edges: CropEdges;
  onChange: (edges: CropEdges) => void;
}) {
  const t = useT(cardScanMessages);
  const id = useId().replace(/:/g, '');
  const held = useRef<keyof CropEdges | null>(null);

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const frame = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - frame.left) / frame.width) * 100,
      y: ((event.clientY - frame.top) / frame.height) * 100,
    };
  };
  const drag = (event: PointerEvent<SVGSVGElement>) => {
    const edge = held.current;
    if (!edge) return;
    const { x, y } = pointAt(event);
    onChange(moveEdge(edges, edge, edge === 'left' || edge === 'right' ? x : y));
  };

  return (
    <fieldset className="card-crop__side">
      {/* One photo needs no name of its own beyond the section's heading. */}
      <legend className={count > 1 ? undefined : 'visually-hidden'}>
        {t('cardSide', { side: side + 1 })}
      </legend>
      <div className="card-crop__frame">
        <img src={photo} alt={t('cardAlt', { side: side + 1 })} />
        <svg
          className="card-crop__shade"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
          onPointerDown={(event) => {
            const { x, y } = pointAt(event);
            held.current = edgeNear(edges, x, y);
            if (held.current) event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={drag}
          onPointerUp={() => (held.current = null)}
          onPointerCancel={() => (held.current = null)}
        >
          <path
            className="card-crop__outside"
            fillRule="evenodd"
            d={`M0 0H100V100H0Z M${edges.left} ${edges.top}H${edges.right}V${edges.bottom}H${edges.left}Z`}
          />
          <rect
            className="card-crop__edge"
            x={edges.left}
            y={edges.top}
            width={edges.right - edges.left}
            height={edges.bottom - edges.top}
          />
        </svg>
      </div>
      <div className="card-crop__sliders">
        {EDGES.map((edge) => (
          <label key={edge} htmlFor={`${id}-${edge}`} className="card-crop__slider">
            <span>{t(EDGE_KEYS[edge])}</span>
            <input
              id={`${id}-${edge}`}
              type="range"
              min={0}
              max={100}
              step={1}
              value={Math.round(edges[edge])}
              onChange={(event) => onChange(moveEdge(edges, edge, Number(event.target.value)))}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The cook's own crop of each photo, for a card the reader did not find on its own (on a
 * patterned cloth, beside another card): the card is read again from the cropped photos.
 */
export function CropCard({
  photos,
  onCrop,
  onCancel,
}: {
  photos: readonly string[];
  onCrop: (edges: CropEdges[]) => void;
  onCancel: () => void;
}) {
  const t = useT(cardScanMessages);
  const id = useId().replace(/:/g, '');
  const [edges, setEdges] = useState<CropEdges[]>(() => photos.map(() => WHOLE_PHOTO));

  return (
    <section className="card-crop" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="card-review__heading">
        {t('cropHeading')}
      </h3>
      <p className="card-review__intro">{t('cropIntro')}</p>
      <div className="card-crop__sides">
        {photos.map((photo, side) => (
          <CropSide
            key={photo}
            photo={photo}
            side={side}
            count={photos.length}
            edges={edges[side] ?? WHOLE_PHOTO}
            onChange={(next) => setEdges(edges.map((old, at) => (at === side ? next : old)))}
          />
        ))}
      </div>
      <div className="card-crop__actions">
        <Button variant="primary" onClick={() => onCrop(edges)}>
          {t('cropRead')}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('cropCancel')}
        </Button>
      </div>
    </section>
  );
}
