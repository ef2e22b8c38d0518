import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { type SeededRandom } from '../random/seeded-random';
import { gaussian, grey } from './grey-levels';
import { type PhotoDefects } from './scan-defects';

interface Point {
  x: number;
  y: number;
}

/** Side of the tile of noise values the frame's noise is taken from. */
const NOISE_TILE = 509;
/** Bands the sheet is drawn in, each flat: thin enough that the slant shows no step between them. */
const BANDS = 240;

/**
 * The drawn page photographed as `photo` says, as a JPEG: the sheet on the desk in a larger frame, turned, its far
 * (top) edge narrower and its far rows closer together (drawn band by band, each band its own flat transform), the
 * light falling off towards one corner, softened, with sensor noise.
 */
export function photographPage(page: Canvas, photo: PhotoDefects, quality: number, random: SeededRandom): Buffer {
  const [sheetWidth, sheetHeight] = [page.width, page.height];
  const [width, height] = [Math.round(sheetWidth * photo.frame_scale), Math.round(sheetHeight * photo.frame_scale)];
  const frame = createCanvas(width, height);
  const context = frame.getContext('2d');
  context.fillStyle = grey(photo.desk);
  context.fillRect(0, 0, width, height);
  const [topLeft, topRight, bottomRight, bottomLeft] = sheetCorners(sheetWidth, sheetHeight, width, height, photo);
  const ratio = photo.far_edge_ratio;
  // How far down the sheet's picture a share `t` of its height lies: the far rows drawn closer together.
  const seen = (t: number): number => (ratio * t) / (ratio * t + 1 - t);
  const along = (from: Point, to: Point, t: number): Point => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
  const bandHeight = Math.ceil(sheetHeight / BANDS);
  for (let top = 0; top < sheetHeight; top += bandHeight) {
    const rows = Math.min(bandHeight, sheetHeight - top);
    const [upper, lower] = [seen(top / sheetHeight), seen((top + rows) / sheetHeight)];
    const origin = along(topLeft, bottomLeft, upper);
    const right = along(topRight, bottomRight, upper);
    const below = along(topLeft, bottomLeft, lower);
    context.setTransform(
      (right.x - origin.x) / sheetWidth,
      (right.y - origin.y) / sheetWidth,
      (below.x - origin.x) / rows,
      (below.y - origin.y) / rows,
      origin.x,
      origin.y,
    );
    // One row more than the band: no seam of desk between bands.
    const drawn = Math.min(rows + 1, sheetHeight - top);
    context.drawImage(page, 0, top, sheetWidth, drawn, 0, 0, sheetWidth, drawn);
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  fallingLight(context, width, height, photo);
  const soft = createCanvas(width, height);
  const softening = soft.getContext('2d');
  softening.filter = `blur(${photo.blur_px}px)`;
  softening.drawImage(frame, 0, 0);
  const image = softening.getImageData(0, 0, width, height);
  // Sensor noise from a tile of drawn values, each row of the frame starting at its own place in it: a draw a pixel
  // would take seconds a page.
  const noise = Float32Array.from({ length: NOISE_TILE * NOISE_TILE }, () => gaussian(random) * photo.noise_sigma);
  for (let y = 0; y < height; y += 1) {
    const start = random.int(0, noise.length - 1);
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const value = Math.max(0, Math.min(255, Math.round(image.data[at] + noise[(start + x) % noise.length])));
      image.data[at] = value;
      image.data[at + 1] = value;
      image.data[at + 2] = value;
    }
  }
  softening.putImageData(image, 0, 0);
  return soft.toBuffer('image/jpeg', quality);
}

/**
 * The sheet's corners in the frame, clockwise from the top left: the near edge as wide as the drawn page, the far
 * edge `far_edge_ratio` of it, as tall as the page seen at that slant, centred and turned `turn_degrees`.
 */
function sheetCorners(sheetWidth: number, sheetHeight: number, width: number, height: number, photo: PhotoDefects): [Point, Point, Point, Point] {
  const [centreX, centreY] = [width / 2, height / 2];
  const [near, far] = [sheetWidth / 2, (sheetWidth * photo.far_edge_ratio) / 2];
  const half = (sheetHeight * (1 + photo.far_edge_ratio)) / 4;
  const turn = (photo.turn_degrees * Math.PI) / 180;
  const turned = (x: number, y: number): Point => ({
    x: centreX + x * Math.cos(turn) - y * Math.sin(turn),
    y: centreY + x * Math.sin(turn) + y * Math.cos(turn),
  });
  return [turned(-far, -half), turned(far, -half), turned(near, half), turned(-near, half)];
}

/** The light at its brightest at the corner across from `dim_corner`, falling to `dimmest` of it there. */
function fallingLight(context: ReturnType<Canvas['getContext']>, width: number, height: number, photo: PhotoDefects): void {
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const bright = corners[(photo.dim_corner + 2) % 4];
  const light = context.createRadialGradient(bright.x, bright.y, 0, bright.x, bright.y, Math.hypot(width, height));
  light.addColorStop(0, grey(255));
  light.addColorStop(1, grey(Math.round(255 * photo.dimmest)));
  context.globalCompositeOperation = 'multiply';
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  context.globalCompositeOperation = 'source-over';
}
