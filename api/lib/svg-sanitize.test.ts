import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg-sanitize.ts';

const wrap = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" width="120" height="40"${attrs}>${inner}<rect width="10" height="10" fill="#0e7490"/></svg>`;

describe('sanitizeSvg', () => {
  it('removes <script> elements', () => {
    const out = sanitizeSvg(wrap('<script>alert(document.cookie)</script><script xlink:href="https://evil.example/x.js"/>'))!;
    expect(out).not.toMatch(/script|alert|evil/i);
    expect(out).toContain('<rect');
  });

  it('removes event handlers such as onload=', () => {
    const out = sanitizeSvg(wrap('<circle r="4" onclick="steal()" onmouseover="steal()"/>', ' onload="alert(1)"'))!;
    expect(out).not.toMatch(/\bon\w+=|alert|steal/i);
    expect(out).toContain('<circle r="4"/>');
  });

  it('removes xlink:href and href to another site, keeps references inside the file', () => {
    const out = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h5"/></defs>' +
          '<image xlink:href="https://evil.example/track.png" width="5" height="5"/><use href="//evil.example/s.svg#x"/>' +
          '<use xlink:href="#p"/><rect fill="url(#g)" width="4" height="4"/><rect style="fill:url(https://evil.example/f)" width="2" height="2"/>',
      ),
    )!;
    expect(out).not.toContain('evil.example');
    expect(out).toContain('fill="url(#g)"');
  });

  it('removes <foreignObject> and the HTML inside it', () => {
    const out = sanitizeSvg(
      wrap('<foreignObject width="50" height="50"><iframe src="https://evil.example"></iframe><p>hi</p></foreignObject>'),
    )!;
    expect(out).not.toMatch(/foreignObject|iframe|evil|<p>/i);
  });

  it('removes a <style> that imports or fetches from elsewhere, keeps a plain one', () => {
    expect(sanitizeSvg(wrap('<style>@import url(https://evil.example/a.css);</style>'))).not.toContain('evil');
    expect(sanitizeSvg(wrap('<style>.a{fill:#123456}</style>'))).toContain('.a{fill:#123456}');
  });

  it('drops the prolog and DOCTYPE, and a javascript: link', () => {
    const out = sanitizeSvg(`<?xml version="1.0"?><!DOCTYPE svg>${wrap('<a href="javascript:alert(1)"><text>Acme</text></a>')}`)!;
    expect(out.startsWith('<svg')).toBe(true);
    expect(out).not.toMatch(/javascript|DOCTYPE|<\?xml/i);
  });

  it('never expands an entity of the DOCTYPE: such a file is refused', () => {
    expect(sanitizeSvg(`<!DOCTYPE svg [<!ENTITY boom "boomboom">]>${wrap('<text>&boom;&boom;</text>')}`)).toBeUndefined();
  });

  it('keeps an ordinary logo as it was drawn, as a standalone SVG file', () => {
    const logo = wrap('<g fill="#b4531f"><circle cx="20" cy="20" r="18"/><path d="M40 30 L60 10 L80 30Z"/></g>');
    const out = sanitizeSvg(logo)!;
    expect(out).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(out).toContain('<circle cx="20" cy="20" r="18"/>');
    expect(out).toContain('viewBox="0 0 120 40"');
  });

  it('answers undefined for text that is no SVG or has nothing left', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeUndefined();
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).toBeUndefined();
  });
});

describe('sanitizeSvg reads the file as XML, as a browser does', () => {
  it('an <iframe/> in a foreignObject does not swallow the drawing after it', () => {
    const out = sanitizeSvg(
      wrap('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject><circle r="3"/>'),
    )!;
    expect(out).toContain('<circle r="3"/>');
    expect(out).not.toMatch(/iframe|evil/);
  });

  it('keeps gradients, clip paths and filters with their camelCase names', () => {
    const out = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"/></linearGradient>' +
          '<clipPath id="c"><rect width="5" height="5"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs>' +
          '<rect fill="url(#g)" clip-path="url(#c)" filter="url(#f)" width="4" height="4"/>',
      ),
    )!;
    expect(out).toContain('<linearGradient id="g" gradientUnits="userSpaceOnUse">');
    expect(out).toContain('<clipPath id="c">');
    expect(out).toContain('<feGaussianBlur stdDeviation="2"/>');
  });

  it('refuses text that is not well-formed XML', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toBeUndefined();
  });
});
