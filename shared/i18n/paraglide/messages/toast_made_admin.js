/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Made_AdminInputs */

const en_toast_made_admin = /** @type {(inputs: Toast_Made_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is an Admin Now!`)
};

const bn_toast_made_admin = /** @type {(inputs: Toast_Made_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} এখন অ্যাডমিন!`)
};

/**
* | output |
* | --- |
* | "{name} is an Admin Now!" |
*
* @param {Toast_Made_AdminInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_made_admin = /** @type {((inputs: Toast_Made_AdminInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Made_AdminInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_made_admin(inputs)
	return en_toast_made_admin(inputs)
});
