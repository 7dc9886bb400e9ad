/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Camera_StartInputs */

const en_check_in_camera_start = /** @type {(inputs: Check_In_Camera_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan passes`)
};

const bn_check_in_camera_start = /** @type {(inputs: Check_In_Camera_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাস স্ক্যান করুন`)
};

/**
* | output |
* | --- |
* | "Scan passes" |
*
* @param {Check_In_Camera_StartInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_camera_start = /** @type {((inputs?: Check_In_Camera_StartInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Camera_StartInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_camera_start(inputs)
	return en_check_in_camera_start(inputs)
});
