/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Camera_HintInputs */

const en_check_in_camera_hint = /** @type {(inputs: Check_In_Camera_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold a pass in front of the camera.`)
};

const bn_check_in_camera_hint = /** @type {(inputs: Check_In_Camera_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যামেরার সামনে পাসটি ধরুন।`)
};

/**
* | output |
* | --- |
* | "Hold a pass in front of the camera." |
*
* @param {Check_In_Camera_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_camera_hint = /** @type {((inputs?: Check_In_Camera_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Camera_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_camera_hint(inputs)
	return en_check_in_camera_hint(inputs)
});
