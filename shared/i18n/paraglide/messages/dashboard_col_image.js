/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_ImageInputs */

const en_dashboard_col_image = /** @type {(inputs: Dashboard_Col_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const bn_dashboard_col_image = /** @type {(inputs: Dashboard_Col_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবি`)
};

/**
* | output |
* | --- |
* | "Image" |
*
* @param {Dashboard_Col_ImageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_image = /** @type {((inputs?: Dashboard_Col_ImageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_ImageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_image(inputs)
	return en_dashboard_col_image(inputs)
});
