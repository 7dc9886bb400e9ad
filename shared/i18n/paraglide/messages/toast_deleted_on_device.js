/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Deleted_On_DeviceInputs */

const en_toast_deleted_on_device = /** @type {(inputs: Toast_Deleted_On_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted on this device`)
};

const bn_toast_deleted_on_device = /** @type {(inputs: Toast_Deleted_On_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ডিভাইস থেকে মুছে ফেলা হয়েছে`)
};

/**
* | output |
* | --- |
* | "Deleted on this device" |
*
* @param {Toast_Deleted_On_DeviceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_deleted_on_device = /** @type {((inputs?: Toast_Deleted_On_DeviceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Deleted_On_DeviceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_deleted_on_device(inputs)
	return en_toast_deleted_on_device(inputs)
});
