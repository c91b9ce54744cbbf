/**
 * An uploaded SVG logo made inert (issue 18, decision 031): DOMPurify's SVG profile removes scripts,
 * event handlers and foreignObject; the hooks below remove what DOMPurify allows in an SVG but a
 * logo must not have, references outside the file (href/xlink:href to another address, url() of
 * another address, CSS @import), so a published logo never makes the visitor's browser fetch
 * anything or run anything. Only the <svg> element is kept: an XML prolog, DOCTYPE and its entities
 * are dropped with the text around it.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** An embedded raster image may stay: it is inside the file. SVG data is refused (it could nest anything). */
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** url(...) whose target is not a fragment of this file (#id). */
const OUTSIDE_URL = /url\(\s*(?!['"]?#)/i;

/**
 * DOMPurify's lists hold lower-case names (it lower-cases in HTML mode); parsing as XML keeps SVG's
 * camelCase, so the camelCase forms of the elements and attributes its SVG profile allows are
 * named here. Animation elements stay out (DOMPurify refuses them: they can rewrite an href).
 */
const CAMEL_CASE_TAGS = [
  'clipPath',
  'linearGradient',
  'radialGradient',
  'textPath',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];
const CAMEL_CASE_ATTRIBUTES = [
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'pathLength',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'stdDeviation',
  'baseFrequency',
  'numOctaves',
  'stitchTiles',
  'kernelMatrix',
  'kernelUnitLength',
  'tableValues',
  'filterUnits',
  'primitiveUnits',
  'xChannelSelector',
  'yChannelSelector',
  'surfaceScale',
  'specularConstant',
  'specularExponent',
  'diffuseConstant',
  'limitingConeAngle',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'edgeMode',
  'targetX',
  'targetY',
  'preserveAlpha',
];

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style' && /@import|url\(\s*(?!['"]?#)/i.test(node.textContent ?? '')) node.parentNode?.removeChild(node);
});

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const name = data.attrName.toLowerCase();
  const value = data.attrValue.trim();
  if (name === 'href' || name === 'xlink:href') {
    const inFile = value.startsWith('#') || (node.nodeName.toLowerCase() === 'image' && INLINE_IMAGE.test(value));
    if (!inFile) data.keepAttr = false;
    return;
  }
  if (OUTSIDE_URL.test(value)) data.keepAttr = false;
});

/**
 * The SVG's markup without anything active or external, or undefined when the text holds no <svg>
 * element (not an SVG, or nothing left once cleaned).
 */
export function sanitizeSvg(text: string): string | undefined {
  // Parsed as XML, as a browser reads an .svg file: HTML parsing would read some markup differently
  // (an <iframe/> swallows what follows), so what was checked would not be what is shown.
  const start = text.search(/<svg[\s>]/i);
  if (start < 0) return undefined;
  const fragment = purify.sanitize(text.slice(start), {
    PARSER_MEDIA_TYPE: 'application/xhtml+xml',
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: CAMEL_CASE_TAGS,
    ADD_ATTR: CAMEL_CASE_ATTRIBUTES,
    FORBID_TAGS: ['foreignObject', 'script', 'a'],
    RETURN_DOM_FRAGMENT: true,
  });
  // A document that is not well-formed XML gives no fragment: a browser would not show it either.
  if (!fragment) return undefined;
  const root = fragment.firstElementChild?.namespaceURI === SVG_NS ? fragment.firstElementChild : fragment.querySelector('svg');
  if (!root || root.namespaceURI !== SVG_NS || root.childElementCount === 0) return undefined;
  root.setAttribute('xmlns', SVG_NS);
  return new window.XMLSerializer().serializeToString(root);
}
