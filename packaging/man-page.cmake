# Writes the gzipped man page verdict(1) from the built binary's hidden `--help-man`, which generates it from
# the CLI's own option table (so the page cannot drift from the program).
#   cmake -DVERDICT=path/to/verdict -DOUTPUT=path/to/verdict.1.gz -P man-page.cmake
# gzip -n leaves out the name and time stamp, so the same page always gives the same bytes.
foreach(var VERDICT OUTPUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "man-page.cmake: -D${var}=... is required")
    endif()
endforeach()
string(REGEX REPLACE "\\.gz$" "" page "${OUTPUT}")

set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{LC_ALL} C.UTF-8)
execute_process(COMMAND "${VERDICT}" --help-man
                OUTPUT_FILE "${page}" ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "'${VERDICT} --help-man' failed (${status}): ${errors}")
endif()
file(READ "${page}" head LIMIT 4)
if(NOT head MATCHES "^\\.TH")
    message(FATAL_ERROR "'${VERDICT} --help-man' did not print a man page (it should begin with .TH)")
endif()

execute_process(COMMAND gzip -n -9 -c "${page}" OUTPUT_FILE "${OUTPUT}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "gzip failed (${status})")
endif()
