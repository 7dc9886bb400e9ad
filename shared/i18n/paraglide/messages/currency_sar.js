/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Currency_SarInputs */

const en_currency_sar = /** @type {(inputs: Currency_SarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SAR`)
};

const bn_currency_sar = /** @type {(inputs: Currency_SarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিয়াল`)
};

/**
* | output |
* | --- |
* | "SAR" |
*
* @param {Currency_SarInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const currency_sar = /** @type {((inputs?: Currency_SarInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_SarInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_currency_sar(inputs)
	return en_currency_sar(inputs)
});
