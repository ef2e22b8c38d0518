import { textLinesOfHocr } from './hocr.parser';

const HOCR = `<div class='ocr_page' id='page_1' title='image "stdin"; bbox 0 0 1700 2200; ppageno 0; scan_res 200 200'>
   <div class='ocr_carea' id='block_1_1' title="bbox 59 80 1575 1500">
    <p class='ocr_par' id='par_1_1' lang='eng' title="bbox 59 80 1575 160">
     <span class='ocr_line' id='line_1_1' title="bbox 100 600 1400 630; baseline -0.01 -6; x_size 24.5; x_descenders 5.6; x_ascenders 5.6">
      <span class='ocrx_word' id='word_1_1' title='bbox 100 604 180 624; x_wconf 93'>01/02</span>
      <span class='ocrx_word' id='word_1_2' title='bbox 250 604 420 630; x_wconf 88'>JOE&#39;S</span>
      <span class='ocrx_word' id='word_1_3' title='bbox 430 604 520 624; x_wconf 71'>&amp;<strong>CO</strong></span>
     </span>
     <span class='ocr_textfloat' id='line_1_2' title="bbox 1200 640 1400 670; baseline 0 -4; x_size 26; x_descenders 5; x_ascenders 6">
      <span class='ocrx_word' id='word_1_4' title='bbox 1200 644 1400 666; x_wconf 96'>1,234.56</span>
     </span>
     <span class='ocr_line' id='line_1_3' title="bbox 100 700 200 730; baseline 0 0; x_size 20">
      <span class='ocrx_word' id='word_1_5' title='bbox 100 700 200 730; x_wconf 10'></span>
     </span>
    </p>
   </div>
  </div>`;

describe('textLinesOfHocr', () => {
  it('gives each line its words (text, confidence, box), its baseline across its box and its row height', () => {
    expect(textLinesOfHocr(HOCR)).toEqual([
      {
        words: [
          { text: '01/02', confidence: 93, left: 100, right: 180, top: 604, bottom: 624 },
          { text: "JOE'S", confidence: 88, left: 250, right: 420, top: 604, bottom: 630 },
          { text: '&CO', confidence: 71, left: 430, right: 520, top: 604, bottom: 624 },
        ],
        baseline: { x0: 100, y0: 624, x1: 1400, y1: 624 - 0.01 * 1300 },
        height: 24.5,
      },
      { words: [{ text: '1,234.56', confidence: 96, left: 1200, right: 1400, top: 644, bottom: 666 }], baseline: { x0: 1200, y0: 666, x1: 1400, y1: 666 }, height: 26 },
    ]);
  });

  it('answers no lines for a page where nothing was read', () => {
    expect(textLinesOfHocr("<div class='ocr_page' id='page_1' title='bbox 0 0 10 10'></div>")).toEqual([]);
  });
});
