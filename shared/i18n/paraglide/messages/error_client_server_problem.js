/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_Server_ProblemInputs */

const en_error_client_server_problem = /** @type {(inputs: Error_Client_Server_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server had a problem. Please try again in a moment.`)
};

const bn_error_client_server_problem = /** @type {(inputs: Error_Client_Server_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভারে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "The server had a problem. Please try again in a moment." |
*
* @param {Error_Client_Server_ProblemInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_server_problem = /** @type {((inputs?: Error_Client_Server_ProblemInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Server_ProblemInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_server_problem(inputs)
	return en_error_client_server_problem(inputs)
});
