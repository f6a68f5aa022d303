// Catch2's main for the engine suite.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
