/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Camera_StopInputs */

const en_check_in_camera_stop = /** @type {(inputs: Check_In_Camera_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the camera`)
};

const bn_check_in_camera_stop = /** @type {(inputs: Check_In_Camera_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যামেরা বন্ধ করুন`)
};

/**
* | output |
* | --- |
* | "Stop the camera" |
*
* @param {Check_In_Camera_StopInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_camera_stop = /** @type {((inputs?: Check_In_Camera_StopInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Camera_StopInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_camera_stop(inputs)
	return en_check_in_camera_stop(inputs)
});
