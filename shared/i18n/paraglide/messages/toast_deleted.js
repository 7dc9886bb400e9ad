/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_DeletedInputs */

const en_toast_deleted = /** @type {(inputs: Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted!`)
};

const bn_toast_deleted = /** @type {(inputs: Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মুছে ফেলা হয়েছে!`)
};

/**
* | output |
* | --- |
* | "Deleted!" |
*
* @param {Toast_DeletedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_deleted = /** @type {((inputs?: Toast_DeletedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_DeletedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_deleted(inputs)
	return en_toast_deleted(inputs)
});
