/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Slow_ExecuteInputs */

const en_test_gateway_slow_execute = /** @type {(inputs: Test_Gateway_Slow_ExecuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer the academy's execute late (past its 30-second wait)`)
};

const bn_test_gateway_slow_execute = /** @type {(inputs: Test_Gateway_Slow_ExecuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমির execute-এর উত্তর দেরিতে দিন (৩০ সেকেন্ডের অপেক্ষার পরে)`)
};

/**
* | output |
* | --- |
* | "Answer the academy's execute late (past its 30-second wait)" |
*
* @param {Test_Gateway_Slow_ExecuteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_slow_execute = /** @type {((inputs?: Test_Gateway_Slow_ExecuteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Slow_ExecuteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_slow_execute(inputs)
	return en_test_gateway_slow_execute(inputs)
});
