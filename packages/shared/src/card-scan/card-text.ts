/**
 * What text recognition read off a photographed recipe card, as the card-scan draft reader takes
 * it: lines in reading order, each with its words, their confidence (0 to 100) and where they sit
 * on the card's straightened photo (pixels from its top left corner).
 */
export interface CardBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One word as recognised: its text, how sure recognition is of it (0 to 100), and its box. */
export interface CardWord {
  text: string;
  confidence: number;
  box: CardBox;
}

/** One line as recognised: its text, its confidence (0 to 100), its box and its words in order. */
export interface CardLine {
  text: string;
  confidence: number;
  box: CardBox;
  words: CardWord[];
}

/** One side of a card (front or back) as recognised: its lines and the photo's size. */
export interface CardSide {
  width: number;
  height: number;
  lines: CardLine[];
}
