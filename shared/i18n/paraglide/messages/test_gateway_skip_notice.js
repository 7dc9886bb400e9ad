/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Skip_NoticeInputs */

const en_test_gateway_skip_notice = /** @type {(inputs: Test_Gateway_Skip_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do not send the server notice (as when it is lost)`)
};

const bn_test_gateway_skip_notice = /** @type {(inputs: Test_Gateway_Skip_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভারে নোটিশ পাঠাবেন না (যেমন তা হারিয়ে গেলে হয়)`)
};

/**
* | output |
* | --- |
* | "Do not send the server notice (as when it is lost)" |
*
* @param {Test_Gateway_Skip_NoticeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_skip_notice = /** @type {((inputs?: Test_Gateway_Skip_NoticeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Skip_NoticeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_skip_notice(inputs)
	return en_test_gateway_skip_notice(inputs)
});
