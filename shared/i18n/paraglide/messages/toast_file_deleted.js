/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_File_DeletedInputs */

const en_toast_file_deleted = /** @type {(inputs: Toast_File_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your file has been deleted.`)
};

const bn_toast_file_deleted = /** @type {(inputs: Toast_File_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ফাইলটি মুছে ফেলা হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Your file has been deleted." |
*
* @param {Toast_File_DeletedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_file_deleted = /** @type {((inputs?: Toast_File_DeletedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_File_DeletedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_file_deleted(inputs)
	return en_toast_file_deleted(inputs)
});
