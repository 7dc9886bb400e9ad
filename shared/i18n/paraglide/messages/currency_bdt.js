/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Currency_BdtInputs */

const en_currency_bdt = /** @type {(inputs: Currency_BdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BDT`)
};

const bn_currency_bdt = /** @type {(inputs: Currency_BdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টাকা`)
};

/**
* | output |
* | --- |
* | "BDT" |
*
* @param {Currency_BdtInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const currency_bdt = /** @type {((inputs?: Currency_BdtInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_BdtInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_currency_bdt(inputs)
	return en_currency_bdt(inputs)
});
