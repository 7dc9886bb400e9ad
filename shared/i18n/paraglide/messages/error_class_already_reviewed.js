/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Error_Class_Already_ReviewedInputs */

const en_error_class_already_reviewed = /** @type {(inputs: Error_Class_Already_ReviewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This class is already ${i?.status}; only a pending class can be reviewed.`)
};

const bn_error_class_already_reviewed = /** @type {(inputs: Error_Class_Already_ReviewedInputs) => LocalizedString} */ (i) => {
	if (i?.status === "approved") return /** @type {LocalizedString} */ (`এই ক্লাসটি আগেই অনুমোদিত হয়েছে; শুধু অপেক্ষমাণ ক্লাস রিভিউ করা যায়।`);
	if (i?.status === "Denied") return /** @type {LocalizedString} */ (`এই ক্লাসটি আগেই নামঞ্জুর হয়েছে; শুধু অপেক্ষমাণ ক্লাস রিভিউ করা যায়।`);
	return /** @type {LocalizedString} */ (`এই ক্লাসটি আগেই রিভিউ করা হয়েছে; শুধু অপেক্ষমাণ ক্লাস রিভিউ করা যায়।`)
	
};

/**
* | output |
* | --- |
* | "This class is already {status}; only a pending class can be reviewed." |
*
* @param {Error_Class_Already_ReviewedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_class_already_reviewed = /** @type {((inputs: Error_Class_Already_ReviewedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Class_Already_ReviewedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_class_already_reviewed(inputs)
	return en_error_class_already_reviewed(inputs)
});
