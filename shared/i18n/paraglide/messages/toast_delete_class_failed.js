/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Delete_Class_FailedInputs */

const en_toast_delete_class_failed = /** @type {(inputs: Toast_Delete_Class_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not delete the class`)
};

const bn_toast_delete_class_failed = /** @type {(inputs: Toast_Delete_Class_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসটি মুছে ফেলা যায়নি`)
};

/**
* | output |
* | --- |
* | "Could not delete the class" |
*
* @param {Toast_Delete_Class_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_delete_class_failed = /** @type {((inputs?: Toast_Delete_Class_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Delete_Class_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_delete_class_failed(inputs)
	return en_toast_delete_class_failed(inputs)
});
