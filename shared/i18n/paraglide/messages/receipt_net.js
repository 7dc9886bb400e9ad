/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_NetInputs */

const en_receipt_net = /** @type {(inputs: Receipt_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid after refunds`)
};

const bn_receipt_net = /** @type {(inputs: Receipt_NetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরতের পরে পরিশোধিত`)
};

/**
* | output |
* | --- |
* | "Paid after refunds" |
*
* @param {Receipt_NetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_net = /** @type {((inputs?: Receipt_NetInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_NetInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_net(inputs)
	return en_receipt_net(inputs)
});
