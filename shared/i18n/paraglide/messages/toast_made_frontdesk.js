/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Made_FrontdeskInputs */

const en_toast_made_frontdesk = /** @type {(inputs: Toast_Made_FrontdeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is Front Desk Now!`)
};

const bn_toast_made_frontdesk = /** @type {(inputs: Toast_Made_FrontdeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} এখন ফ্রন্ট ডেস্ক!`)
};

/**
* | output |
* | --- |
* | "{name} is Front Desk Now!" |
*
* @param {Toast_Made_FrontdeskInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_made_frontdesk = /** @type {((inputs: Toast_Made_FrontdeskInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Made_FrontdeskInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_made_frontdesk(inputs)
	return en_toast_made_frontdesk(inputs)
});
