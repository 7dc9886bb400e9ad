/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Camera_DeniedInputs */

const en_check_in_camera_denied = /** @type {(inputs: Check_In_Camera_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The camera cannot be used here (no permission, or no camera). Type the short code or tick the names below.`)
};

const bn_check_in_camera_denied = /** @type {(inputs: Check_In_Camera_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখানে ক্যামেরা ব্যবহার করা যাচ্ছে না (অনুমতি নেই, বা ক্যামেরা নেই)। শর্ট কোড লিখুন বা নিচের নামগুলোতে টিক দিন।`)
};

/**
* | output |
* | --- |
* | "The camera cannot be used here (no permission, or no camera). Type the short code or tick the names below." |
*
* @param {Check_In_Camera_DeniedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_camera_denied = /** @type {((inputs?: Check_In_Camera_DeniedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Camera_DeniedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_camera_denied(inputs)
	return en_check_in_camera_denied(inputs)
});
